import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { consentModeDefault, consentModeScript, pushConsentUpdate } from './consent-mode.ts';

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

/** Runs the head script in a fresh global, as the browser would, and returns what it queued. */
function runScript(script: string, dataLayer?: unknown[]): unknown[] {
  const window: { dataLayer?: unknown[] } = dataLayer ? { dataLayer } : {};
  runInNewContext(script, { window });
  return window.dataLayer ?? [];
}

describe('Consent Mode v2 on the data layer', () => {
  it('queues the default first, as gtag arguments, everything but the necessary denied', () => {
    const queued = runScript(consentModeScript(null));
    expect(queued).toHaveLength(1);
    expect(isArguments(queued[0])).toBe(true);
    expect(Array.from(queued[0] as ArrayLike<unknown>)).toEqual(['consent', 'default', consentModeDefault]);
    expect(consentModeDefault).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
      wait_for_update: 500,
    });
  });

  it('follows the default with the stored choice, keeping what a tag manager queued before', () => {
    const queued = runScript(consentModeScript({ statistics: true, marketing: false }), ['gtm.js']);
    expect(queued[0]).toBe('gtm.js');
    expect(queued.slice(1).map((call) => Array.from(call as ArrayLike<unknown>))).toEqual([
      ['consent', 'default', consentModeDefault],
      [
        'consent',
        'update',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'granted',
        },
      ],
    ]);
  });

  it('pushes a choice as a gtag update: marketing grants the three ad signals', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushConsentUpdate({ statistics: false, marketing: true }, target);
    const [call] = target.dataLayer ?? [];
    expect(isArguments(call)).toBe(true);
    expect(Array.from(call as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'denied',
      },
    ]);
  });
});
