import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/i18n/translate.ts';
import { isPlainLinkClick, productColorHref, seasonLabel, seasonName, tileSwatches } from './tile-view.ts';

describe('tileSwatches', () => {
  it('shows up to 5 colours and counts the rest for +N', () => {
    const colors = ['rose', 'blue', 'black', 'mist', 'sandy', 'pecan', 'papaya'];
    expect(tileSwatches(colors)).toEqual({ shown: colors.slice(0, 5), overflow: 2 });
    expect(tileSwatches(colors.slice(0, 5))).toEqual({ shown: colors.slice(0, 5), overflow: 0 });
    expect(tileSwatches([])).toEqual({ shown: [], overflow: 0 });
  });
});

describe('seasonLabel', () => {
  const none = { topSeller: false, heroProduct: false, keyProduct: false };
  it('labels top sellers, hero and key products, in that order', () => {
    expect(seasonLabel({ ...none, keyProduct: true, heroProduct: true })).toBe('hero');
    expect(seasonLabel({ ...none, topSeller: true, keyProduct: true })).toBe('topSeller');
    expect(seasonLabel({ ...none, keyProduct: true })).toBe('key');
    expect(seasonLabel(none)).toBeNull();
  });
});

describe('isPlainLinkClick', () => {
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  it('takes a plain main-button click on a link to this window', () => {
    expect(isPlainLinkClick(click, { target: '' })).toBe(true);
    expect(isPlainLinkClick(click, { target: '_self' })).toBe(true);
  });

  it('leaves new tabs, other buttons, other windows and handled clicks to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainLinkClick({ ...click, [key]: true }, { target: '' })).toBe(false);
    }
    expect(isPlainLinkClick({ ...click, button: 1 }, { target: '' })).toBe(false);
    expect(isPlainLinkClick({ ...click, defaultPrevented: true }, { target: '' })).toBe(false);
    expect(isPlainLinkClick(click, { target: '_blank' })).toBe(false);
  });
});

describe('productColorHref', () => {
  it('adds the colour as the colorCode query', () => {
    expect(productColorHref('/product/ruffle-dress-nl10001', 'misty-lilac')).toBe(
      '/product/ruffle-dress-nl10001?colorCode=misty-lilac',
    );
    expect(productColorHref('/da/produkt/kjole?x=1', 'rose')).toBe('/da/produkt/kjole?x=1&colorCode=rose');
  });
});

describe('seasonName', () => {
  it('names the season in the page language, or keeps the catalogue words for one it does not know', () => {
    const da = createTranslate({ 'product.season-name.Spring/Summer 2026': 'forår/sommer 2026' });
    expect(seasonName(da, 'Spring/Summer 2026')).toBe('forår/sommer 2026');
    expect(seasonName(da, 'Resort 2028')).toBe('Resort 2028');
    expect(seasonName(da, null)).toBe('');
  });
});
