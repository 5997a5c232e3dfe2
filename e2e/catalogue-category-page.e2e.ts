import { languageCodes, localizeContentUrl, type MenuItem, singleColorPath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { dynamicUiText, uiCount, uiText } from './support/demo-data.ts';
import { currentPath, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const api = catalogueApi(baseUrl);
const shopTotal = (await api.searchProducts('en', { take: 1 })).itemsTotal;

/** The menu entries from the top down to the entry `id`; empty when the menu does not have it. */
function menuPath(items: MenuItem[], id: string): MenuItem[] {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = menuPath(item.children, id);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

describe('A category page', () => {
  it.each(languageCodes)(
    'filters by a colour and a size, sorts by name and keeps it all in the URL (%s)',
    async (language) => {
      const area = await api.getArea(language);
      const top = area.menus.find((item) => item.menus.includes('categories'));
      if (!top) throw new Error('The demo has no category menu');
      const category = await api.categoryId(language, top.url);
      const facets = (color?: string, size?: string) => [
        { field: 'color', type: 'CheckboxOr' as const, selected: color ? [color] : undefined },
        { field: 'size', type: 'CheckboxAnd' as const, selected: size ? [size] : undefined },
      ];
      const all = await api.searchProducts(language, { category, facets: facets() });
      const color = all.facetOptions.find((f) => f.field === 'color')?.items.find((i) => i.count > 1)?.key;
      const colorName = all.items.flatMap((hit) => hit.item.colors).find((c) => c.code === color)?.name;
      if (!color || !colorName) throw new Error(`${top.url} has no colour with two products`);
      const byColor = await api.searchProducts(language, { category, facets: facets(color) });
      const size = byColor.facetOptions.find((f) => f.field === 'size')?.items[0]?.key;
      if (!size) throw new Error('The colour comes in no size');
      const both = await api.searchProducts(language, {
        category,
        facets: facets(color, size),
        sorting: [{ field: 'data.name', direction: 'Ascending' }],
      });
      // CheckboxOr: the colour facet's counts take the size into account, not the colour itself.
      const colorCount = both.facetOptions
        .find((f) => f.field === 'color')
        ?.items.find((i) => i.key === color);
      const counter = (total: number) =>
        page.getByText(
          uiCount(language, 'search.item-counter', total, { loaded: String(Math.min(total, 30)) }),
        );
      const option = (facet: string, label: string, count?: number) =>
        page.getByRole('group', { name: dynamicUiText(language, `facet.${facet}`) }).getByRole('checkbox', {
          // The name is the option, then the count for screen readers ('Black, 3 products').
          name: new RegExp(
            `^${escapeRegExp(label)}\\s*,\\s*${
              count === undefined ? '' : `${escapeRegExp(uiCount(language, 'facet.count', count))}$`
            }`,
          ),
        });
      const page = await newPage();

      await gotoHydrated(page, localizeContentUrl(top.url, language));
      await counter(all.itemsTotal).waitFor();
      await option('color', colorName).check();
      await page.waitForURL((url) => url.searchParams.get('color') === color);
      await counter(byColor.itemsTotal).waitFor();
      await option('size', size).check();
      await page.waitForURL((url) => url.searchParams.get('size') === size);
      await counter(both.itemsTotal).waitFor();
      await option('color', colorName, colorCount?.count).waitFor();

      await page.getByLabel(uiText(language, 'search.sort-by')).selectOption('name');
      await page.waitForURL((url) => url.searchParams.get('s') === 'name');
      const firstTile = page.getByRole('main').getByRole('heading', { level: 3 }).first();
      await firstTile.filter({ hasText: both.items[0]?.item.name }).waitFor();

      await page.reload();
      expect(await option('color', colorName).isChecked()).toBe(true);
      expect(await option('size', size).isChecked()).toBe(true);
      expect(await page.getByLabel(uiText(language, 'search.sort-by')).inputValue()).toBe('name');
      expect(await counter(both.itemsTotal).isVisible()).toBe(true);
      expect(await firstTile.textContent()).toBe(both.items[0]?.item.name);
    },
  );

  // Needs more than one page (30) of products: the browser tests' demo size decides (DEMO_STYLES).
  it.skipIf(shopTotal <= 30)(
    'loads the next 30 products when scrolled to the end, and a reload shows the same',
    async () => {
      const shop = localizeContentUrl('/shop', 'en');
      const itemsTotal = shopTotal;
      const counter = (loaded: number) =>
        page.getByText(uiCount('en', 'search.item-counter', itemsTotal, { loaded: String(loaded) }));
      const page = await newPage();
      await gotoHydrated(page, shop);
      await counter(30).waitFor();

      await page.getByRole('main').getByRole('heading', { level: 3 }).last().scrollIntoViewIfNeeded();

      await counter(Math.min(60, itemsTotal)).waitFor();
      expect(new URL(page.url()).searchParams.get('p')).toBe('2');
      await page.reload();
      await counter(Math.min(60, itemsTotal)).waitFor();
    },
  );

  it.each(languageCodes)(
    'names facet options: categories with their parent, stock kinds and delivery drops in %s',
    async (language) => {
      const facets = ['category', 'stockKind', 'deliveryDrop'].map((field) => ({
        field,
        type: 'CheckboxOr' as const,
      }));
      const answer = await api.searchProducts(language, { facets });
      const options = (field: string) => answer.facetOptions.find((f) => f.field === field)?.items ?? [];
      const child = options('category').find((item) => item.label?.includes(' / '));
      const drop = options('deliveryDrop')[0];
      if (!child?.label || !drop)
        throw new Error('The demo has no subcategory or delivery drop to filter by');
      const option = (facet: string, label: string) =>
        page
          .getByRole('group', { name: dynamicUiText(language, `facet.${facet}`) })
          .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(label)}\\s*,`) });
      const page = await newPage();
      await gotoHydrated(page, localizeContentUrl('/shop', language));

      await option('category', child.label).waitFor();
      // Only 3 groups show until 'show more filters' (spec §9).
      const more = uiText(language, 'facet.more-filters.other', { count: '__' }).split('__');
      await page
        .getByRole('button', { name: new RegExp(`^${more.map(escapeRegExp).join('\\d+')}$`) })
        .click();

      await option('stockKind', uiText(language, 'facet.stockKind.2Stock')).waitFor();
      await option('deliveryDrop', dynamicUiText(language, `facet.deliveryDrop.${drop.key}`)).waitFor();
      expect(
        await page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(child.key)}\\s*,`) }).count(),
      ).toBe(0);
    },
  );

  it('opens the filters as a slide-in panel on a phone, and Escape closes it and gives the focus back', async () => {
    const page = await newPage({ width: 390 });
    await gotoHydrated(page, localizeContentUrl('/shop', 'en'));
    const panel = page.getByRole('dialog', { name: uiText('en', 'facet.panel') });
    const colorGroup = page.getByRole('group', { name: uiText('en', 'facet.color') });
    expect(await colorGroup.isVisible()).toBe(false);

    const opener = page.locator('.product-list__floating-filters');
    await opener.click();
    await panel.waitFor();
    await colorGroup.waitFor();
    expect(await panel.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await colorGroup.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('opens a product from a colour swatch in that colour', async () => {
    const [hit] = (await api.searchProducts('en', { take: 30 })).items.filter(
      (h) => h.item.colors.length > 1,
    );
    if (!hit) throw new Error('No product with two colours');
    const color = hit.item.colors[1];
    if (!color) throw new Error('unreachable');
    const page = await newPage();
    const swatchRequests: string[] = [];
    page.on('request', (request) => {
      // singleColorPath(''): the address of every single-colour swatch starts so.
      if (request.url().includes(singleColorPath(''))) swatchRequests.push(request.url());
    });
    await gotoHydrated(page, '/shop');

    const swatch = page.getByRole('link', {
      name: uiText('en', 'product.open-in-color', { name: hit.item.name, color: color.name }),
    });
    // The swatch shows the colour the catalogue gives it, drawn in the page: no image request per colour.
    const hex = color.swatchImage.split('/').at(-1);
    expect(await swatch.locator('rect').getAttribute('fill')).toBe(`#${hex}`);
    expect(swatchRequests).toEqual([]);
    await swatch.click();

    await page.waitForURL((url) => url.searchParams.get('colorCode') === color.code);
    expect(currentPath(page)).toBe(hit.item.url);
    await mainHeading(page).filter({ hasText: hit.item.name }).waitFor();
    expect(await page.getByRole('radio', { name: color.name }).isChecked()).toBe(true);
  });

  it.each(languageCodes)(
    "shows a product's primary category path from the menu in its breadcrumbs (%s)",
    async (language) => {
      const product = await api.firstProduct(language);
      const menus = (await api.getArea(language)).menus;
      const trail = menuPath(menus, `${language}-${product.categories[0]}`);
      if (trail.length === 0) throw new Error(`${product.categories[0]} is not in the ${language} menu`);
      const page = await newPage();

      await gotoHydrated(page, localizeContentUrl(product.url, language));

      const breadcrumbs = page.getByRole('navigation', { name: uiText(language, 'content.breadcrumbs') });
      const links = await breadcrumbs.getByRole('link').allTextContents();
      expect(links).toEqual([uiText(language, 'content.home'), ...trail.map((item) => item.name)]);
      expect(await breadcrumbs.locator('[aria-current="page"]').textContent()).toBe(product.name);
      await breadcrumbs.getByRole('link', { name: trail.at(-1)?.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === localizeContentUrl(trail.at(-1)?.url ?? '', language));
    },
  );

  it.each([
    ['en', '/product/no-such-style-nl99999'],
    ['da', '/da/produkt/ingen-saadan-model-nl99999'],
  ] as const)('answers 404 for an unknown product URL (%s)', async (language, path) => {
    const page = await newPage();
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(404);
    expect(await mainHeading(page).textContent()).toBe(uiText(language, 'error.page-not-found'));
  });
});
