import { type LanguageCode, languageCodes, localizeContentUrl } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { axeViolationsOfAnyKind } from './support/axe.ts';
import { demoPage, uiCount, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const api = catalogueApi(baseUrl);
const pageSize = 30;
const total = (await api.searchProducts('en', { take: 1 })).itemsTotal;

const counter = (page: Page, language: LanguageCode, total: number, loaded = Math.min(total, pageSize)) =>
  page.getByText(uiCount(language, 'search.item-counter', total, { loaded: String(loaded) }), {
    exact: true,
  });

/** Spec §9: 3 facet groups show until 'show more filters'. */
async function showAllFilters(page: Page, language: LanguageCode) {
  const more = uiText(language, 'facet.more-filters.other', { count: '__' }).split('__');
  await page.getByRole('button', { name: new RegExp(`^${more.map(escapeRegExp).join('\\d+')}$`) }).click();
}

describe('Facets: the price slider and a match-all facet (spec §2, §3)', () => {
  it.each(languageCodes)(
    'narrows by price with the keyboard and by dragging, each applied once, kept in the URL (%s)',
    async (language) => {
      const { currencyCode } = await api.getArea(language);
      const price = (selected?: { min?: number; max?: number }) =>
        api.searchProducts(language, {
          currencyCode,
          facets: [{ field: 'price', type: 'Slider', selected }],
        });
      const all = await price();
      const range = all.facetOptions.find((facet) => facet.field === 'price');
      if (range?.min == null || range.max == null) throw new Error('The demo has no prices to slide over');
      const lowest = Math.floor(range.min / 100);
      const highest = Math.ceil(range.max / 100);
      const page = await newPage();
      await gotoHydrated(page, localizeContentUrl('/shop', language));
      await showAllFilters(page, language);
      const group = page.getByRole('group', { name: uiText(language, 'facet.price') });
      const low = group.getByRole('slider', { name: uiText(language, 'facet.price-lowest') });
      const high = group.getByRole('slider', { name: uiText(language, 'facet.price-highest') });
      expect(await axeViolationsOfAnyKind(page)).toEqual([]);
      expect(await group.getByRole('button').count()).toBe(0);
      expect(await group.getByRole('spinbutton').count()).toBe(0);
      const aria = async (slider: typeof low) =>
        Object.fromEntries(
          await Promise.all(
            ['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map(
              async (name) => [name, Number(await slider.getAttribute(name))] as const,
            ),
          ),
        );
      expect(await aria(low)).toEqual({
        'aria-valuemin': lowest,
        'aria-valuemax': highest,
        'aria-valuenow': lowest,
      });
      expect(await aria(high)).toEqual({
        'aria-valuemin': lowest,
        'aria-valuemax': highest,
        'aria-valuenow': highest,
      });
      // The value is read out as money in the page's format.
      expect(await low.getAttribute('aria-valuetext')).toMatch(new RegExp(String(lowest)));

      // Keyboard: two Page Ups (a tenth of the track each) and an arrow move the thumb at once; the list
      // searches when the keys pause.
      const step = Math.max(1, Math.round((highest - lowest) / 10));
      const chosenLow = Math.min(lowest + 2 * step + 1, highest);
      await low.focus();
      await page.keyboard.press('PageUp');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowRight');
      expect(await low.getAttribute('aria-valuenow')).toBe(String(chosenLow));
      // The other thumb cannot pass it.
      expect(await high.getAttribute('aria-valuemin')).toBe(String(chosenLow));
      await page.waitForURL((url) => url.searchParams.get('price') === `${chosenLow * 100},`);
      const fromLow = await price({ min: chosenLow * 100 });
      await counter(page, language, fromLow.itemsTotal).waitFor();
      expect(fromLow.itemsTotal).toBeLessThan(all.itemsTotal);

      // Pointer: dragging the upper thumb moves it; the choice applies on release.
      const track = await group.locator('.price-slider__track').boundingBox();
      const thumb = await high.boundingBox();
      if (!track || !thumb) throw new Error('The slider is not on screen');
      await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
      await page.mouse.down();
      await page.mouse.move(track.x + track.width * 0.75, thumb.y + thumb.height / 2, { steps: 5 });
      const dragged = Number(await high.getAttribute('aria-valuenow'));
      expect(dragged).toBeLessThan(highest);
      expect(dragged).toBeGreaterThan(chosenLow);
      expect(new URL(page.url()).searchParams.get('price')).toBe(`${chosenLow * 100},`);
      await page.mouse.up();
      await page.waitForURL((url) => url.searchParams.get('price') === `${chosenLow * 100},${dragged * 100}`);
      const between = await price({ min: chosenLow * 100, max: dragged * 100 });
      await counter(page, language, between.itemsTotal).waitFor();

      // The URL is the state: a reload shows the same thumbs and list.
      await page.reload();
      await counter(page, language, between.itemsTotal).waitFor();
      expect(await low.getAttribute('aria-valuenow')).toBe(String(chosenLow));
      expect(await high.getAttribute('aria-valuenow')).toBe(String(dragged));
    },
  );

  it.each(languageCodes)('shows only products in every ticked size, and says so (%s)', async (language) => {
    const sizes = (type: 'CheckboxAnd' | 'CheckboxOr', selected?: string[]) =>
      api.searchProducts(language, { facets: [{ field: 'size', type, selected }] });
    const keys = (await sizes('CheckboxAnd')).facetOptions
      .find((facet) => facet.field === 'size')
      ?.items.map((item) => item.key);
    // Two sizes some products have both of, and some only one of: AND and OR differ.
    let pair: { chosen: [string, string]; and: number; or: number } | null = null;
    for (const first of keys ?? []) {
      for (const second of keys ?? []) {
        if (pair || first >= second) continue;
        const [and, or] = await Promise.all([
          sizes('CheckboxAnd', [first, second]),
          sizes('CheckboxOr', [first, second]),
        ]);
        if (and.itemsTotal > 0 && and.itemsTotal < or.itemsTotal)
          pair = { chosen: [first, second], and: and.itemsTotal, or: or.itemsTotal };
      }
    }
    if (!pair) throw new Error('The demo has no two sizes that only some products share');
    const page = await newPage();
    await gotoHydrated(page, localizeContentUrl('/shop', language));
    const group = page.getByRole('group', { name: uiText(language, 'facet.size') });
    expect(await group.getAttribute('aria-describedby')).toBeTruthy();
    await group.getByText(uiText(language, 'facet.match-all')).waitFor();
    const option = (key: string) =>
      group.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(key)}\\s*,`) });
    for (const key of pair.chosen) {
      await option(key).check();
      await page.waitForURL((url) => (url.searchParams.get('size') ?? '').split(',').includes(key));
    }
    await counter(page, language, pair.and).waitFor();
    expect(await option(pair.chosen[0]).isChecked()).toBe(true);
    expect(await option(pair.chosen[1]).isChecked()).toBe(true);
    // Every product shown is made in both sizes.
    const answer = await api.searchProducts(language, {
      take: pageSize,
      facets: [{ field: 'size', type: 'CheckboxAnd', selected: pair.chosen }],
    });
    expect(answer.items.length).toBe(Math.min(pair.and, pageSize));
  });
});

describe('List variants (spec §2): view-more and the numbered pager', () => {
  it.each(languageCodes)('New in has a view-more button that loads the next page (%s)', async (language) => {
    expect(total).toBeGreaterThan(pageSize);
    const page = await newPage();
    await gotoHydrated(page, demoPage('new-in', language).path);
    await counter(page, language, total).waitFor();
    const tiles = page.getByRole('main').getByRole('heading', { level: 3 });
    expect(await tiles.count()).toBe(pageSize);
    const viewMore = page.getByRole('button', { name: uiText(language, 'search.view-more'), exact: true });
    await viewMore.click();
    await counter(page, language, total, Math.min(2 * pageSize, total)).waitFor();
    expect(await tiles.count()).toBe(Math.min(2 * pageSize, total));
    if (total <= 2 * pageSize) await viewMore.waitFor({ state: 'detached' });
  });

  it.each(languageCodes)('the line sheet pages with previous / next (%s)', async (language) => {
    const first = await api.searchProducts(language, { take: 2 * pageSize });
    const pages = Math.floor(total / pageSize) + 1;
    const page = await newPage();
    await gotoHydrated(page, demoPage('line-sheet', language).path);
    const pager = page.getByRole('navigation', { name: uiText(language, 'search.pagination') });
    const position = (current: number) =>
      pager.getByText(uiText(language, 'search.page-of', { current: String(current), total: String(pages) }));
    await position(1).waitFor();
    const tiles = page.getByRole('main').getByRole('heading', { level: 3 });
    await tiles.first().filter({ hasText: first.items[0]?.item.name }).waitFor();
    expect(await pager.getByRole('link', { name: uiText(language, 'search.previous-page') }).count()).toBe(0);

    await pager.getByRole('link', { name: uiText(language, 'search.next-page') }).click();
    await page.waitForURL((url) => url.searchParams.get('p') === '2');
    await position(2).waitFor();
    await tiles.first().filter({ hasText: first.items[pageSize]?.item.name }).waitFor();
    expect(await tiles.count()).toBe(Math.min(pageSize, total - pageSize));

    await pager.getByRole('link', { name: uiText(language, 'search.previous-page') }).click();
    await page.waitForURL((url) => url.searchParams.get('p') !== '2');
    await position(1).waitFor();
    await tiles.first().filter({ hasText: first.items[0]?.item.name }).waitFor();
  });
});
