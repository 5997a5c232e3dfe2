import { languageCodes } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cartKit } from './cart-kit.ts';
import { catalogueApi, productPageUrl } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

describe("The product page's stock indicator for a dealer (issue 28 item 6)", () => {
  it.each(languageCodes)(
    'reads a Preorder colour as a preorder, not a red "Out of stock" (%s)',
    async (language) => {
      const token = await catalogue.token(dealer);
      const preorder = await productFor('Preorder', token);
      const product = await catalogue.product(language, preorder.product.id);
      const page = await loggedIn(dealer, language);
      await gotoHydrated(page, productPageUrl(product, language, preorder.colorCode));
      const indicator = page.locator('.stock-indicator');
      await indicator.getByText(uiText(language, 'stock.preorder'), { exact: true }).waitFor();
      expect(await indicator.getByText(uiText(language, 'stock.out-of-stock'), { exact: true }).count()).toBe(
        0,
      );
      // The dot is not the danger colour of "out of stock".
      expect(await indicator.getAttribute('class')).toContain('stock-indicator--preorder');
    },
  );
});
