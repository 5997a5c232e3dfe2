import { describe, expect, it } from 'vitest';
import { consentChoiceOf, consentCookieValue, parseConsentChoice } from './consent-choice.ts';

describe('consent choice cookie', () => {
  it('holds the two purposes and the day of the choice, and reads back the same', () => {
    const choice = consentChoiceOf({ statistics: true, marketing: false }, new Date('2026-12-05T23:59:00Z'));
    expect(choice).toEqual({ statistics: true, marketing: false, date: '2026-12-05' });
    expect(JSON.parse(consentCookieValue(choice))).toEqual(choice);
    expect(parseConsentChoice(consentCookieValue(choice))).toEqual(choice);
  });

  it('is no choice when missing, broken or not the shop’s shape (the banner asks again)', () => {
    for (const value of [
      null,
      '',
      'yes',
      '{"statistics":true}',
      '{"statistics":"true","marketing":false,"date":"2026-12-05"}',
      '{"statistics":true,"marketing":false,"date":"yesterday"}',
      '{"statistics":true,"marketing":false,"date":"2026-13-45"}',
      '[true,false]',
    ]) {
      expect(parseConsentChoice(value), String(value)).toBeNull();
    }
  });

  it('keeps only the choice, whatever else the value carried', () => {
    const parsed = parseConsentChoice('{"statistics":false,"marketing":true,"date":"2026-01-02","id":"x"}');
    expect(parsed).toEqual({ statistics: false, marketing: true, date: '2026-01-02' });
    expect(
      consentCookieValue(parsed ?? consentChoiceOf({ statistics: false, marketing: false })),
    ).not.toContain('x');
  });
});
