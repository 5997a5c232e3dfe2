import { uiTexts } from '@shop/ui-texts';
import { describe, expect, it } from 'vitest';
import { submissionValue } from './submission-value.ts';

const da = (key: keyof (typeof uiTexts)['da']) => uiTexts.da[key];
const en = (key: keyof (typeof uiTexts)['en']) => uiTexts.en[key];
const field = (
  value: string,
  type: 'checkbox' | 'select' | 'text' | null = 'text',
  valueLabel: string | null = null,
) => ({
  value,
  type,
  valueLabel,
});

describe('a submitted value in the page’s language', () => {
  it('reads a checkbox as yes or no', () => {
    expect(submissionValue(field('true', 'checkbox'), da, 'da')).toBe('Ja');
    expect(submissionValue(field('false', 'checkbox'), da, 'da')).toBe('Nej');
    expect(submissionValue(field('true', 'checkbox'), en, 'en')).toBe('Yes');
    // An unticked box may be sent empty.
    expect(submissionValue(field('', 'checkbox'), en, 'en')).toBe('No');
  });

  it('names a select’s choice by its label and writes dates out', () => {
    expect(submissionValue(field('product', 'select', 'Et produkt'), da, 'da')).toBe('Et produkt');
    expect(submissionValue(field('2026-12-04'), da, 'da')).toBe('4. dec. 2026');
    expect(submissionValue(field('2026-12-04'), en, 'en')).toBe('4 Dec 2026');
    expect(submissionValue(field('2026-12-04T09:30:00.000Z'), en, 'en')).toContain('2026');
    expect(submissionValue(field('2026-12-04T09:30:00.000Z'), en, 'en')).not.toContain('T09');
  });

  it('keeps other text as sent and says when nothing was filled in', () => {
    expect(submissionValue(field('Karen 2026-12-04'), en, 'en')).toBe('Karen 2026-12-04');
    expect(submissionValue(field('  ', null), da, 'da')).toBe('Ikke udfyldt');
  });
});
