import { describe, expect, it } from 'vitest';
import { localizeHref } from './localize-href.ts';

describe('localizeHref', () => {
  it('prefixes content URLs for Danish only', () => {
    expect(localizeHref('/om-os', 'da')).toBe('/da/om-os');
    expect(localizeHref('/', 'da')).toBe('/da');
    expect(localizeHref('/about', 'en')).toBe('/about');
    expect(localizeHref('/shop?page=2#top', 'da')).toBe('/da/shop?page=2#top');
  });

  it('leaves prefixed and non-path URLs alone', () => {
    expect(localizeHref('/da/kurv', 'da')).toBe('/da/kurv');
    expect(localizeHref('mailto:hej@nordlys.demo', 'da')).toBe('mailto:hej@nordlys.demo');
  });
});
