import { describe, expect, it } from 'vitest';
import { createTranslate, interpolate } from './translate.ts';

describe('translate', () => {
  it('interpolates {placeholders}', () => {
    expect(interpolate('Hello {name}, {count} items', { name: 'Ida', count: 3 })).toBe('Hello Ida, 3 items');
    expect(interpolate('Missing {value}', {})).toBe('Missing {value}');
  });

  it('falls back to the English error texts, then to the key', () => {
    const t = createTranslate({ 'header.logout': 'Log ud' });
    expect(t('header.logout')).toBe('Log ud');
    expect(t('error.page-not-found')).toBe('This page could not be found');
    expect(t('cart.title')).toBe('cart.title');
  });

  it('takes only shipped keys, and a key made from data by the explicit dynamic path', () => {
    const t = createTranslate({ 'header.logout': 'Log ud', 'facet.stockKind.2Stock': 'På lager' });
    // @ts-expect-error: a misspelt key fails the typecheck.
    expect(t('header.logut')).toBe('header.logut');
    expect(t.dynamic('facet.stockKind.2Stock')).toBe('På lager');
    expect(t.dynamic('no.such.key')).toBe('no.such.key');
  });
});
