import { type LanguageCode, localizePath } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, waitForMarker } from './cart-kit.ts';
import { catalogueApi } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { workerChromium } from './support/chromium.ts';
import { uiCount, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { colorsFor, emptyCarts, openCarts, productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

describe('Quick order on the cart page', () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  for (const language of ['en', 'da'] as const satisfies readonly LanguageCode[]) {
    it(`adds pasted rows into the basket each colour picks and lists the bad row (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const stock = await productFor('Stock', token);
      const preorder = await productFor('Preorder', token);
      const sizeOf = (pick: typeof stock) =>
        pick.product.variants.find(
          (variant) => variant.id === pick.product.colors[pick.colorCode]?.firstVariantId,
        )?.size ?? '';
      const rows = [
        'Item number\tSize\tQuantity',
        `${stock.product.number}-${stock.colorCode}\t${sizeOf(stock)}\t2`,
        `${preorder.product.number}-${preorder.colorCode}\t${sizeOf(preorder)}\t3`,
        'NO-SUCH-ITEM\t110\t1',
      ];

      const page = await loggedIn(dealer, language);
      page.setDefaultTimeout(20_000);
      await gotoHydrated(page, localizePath('cart', language));
      const main = page.getByRole('main');
      const section = main.getByRole('region', { name: uiText(language, 'quick-order.title') });
      await section.getByRole('button', { name: uiText(language, 'quick-order.open') }).click();
      await section.getByLabel(uiText(language, 'quick-order.rows')).fill(rows.join('\n'));
      await section.getByRole('button', { name: uiText(language, 'quick-order.add') }).click();

      const status = section.getByRole('status');
      await status.getByText(uiCount(language, 'quick-order.added', 2)).waitFor();
      await expect
        .poll(() => status.textContent())
        .toContain(
          `${uiText(language, 'quick-order.row', { row: '4' })} NO-SUCH-ITEM\t110\t1: ${uiText(language, 'quick-order.problem.unknown-item')}`,
        );
      expect(await status.textContent()).toContain(uiCount(language, 'quick-order.not-added', 1));
      await waitForMarker(page, language, 5);

      const carts = await openCarts(token);
      const linesOf = (orderType: string) =>
        carts
          .find((cart) => cart.orderType === orderType)
          ?.lines.map((line) => [line.productKey.productId, line.quantity]);
      expect(linesOf('Stock')).toEqual([[stock.product.id, 2]]);
      expect(linesOf('Preorder')).toEqual([[preorder.product.id, 3]]);
      expect(await axeViolations(page, '.quick-order-section')).toEqual([]);
    });

    it(`reads a CSV file of 20 rows, adds the 18 good ones and lists the 2 bad ones (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const picks = [
        ...(await colorsFor('Stock', token)).filter((pick) => pick.onHand >= 1).slice(0, 9),
        ...(await colorsFor('Preorder', token)).slice(0, 9),
      ];
      expect(picks).toHaveLength(18);
      const good = picks.map((pick) => {
        const size = pick.product.variants.find(
          (variant) => variant.id === pick.product.colors[pick.colorCode]?.firstVariantId,
        )?.size;
        return `${pick.product.number}-${pick.colorCode};${size};1`;
      });
      const [first] = picks;
      const bad = ['NO-SUCH-ITEM;110;1', `${first?.product.number}-${first?.colorCode};NO-SUCH-SIZE;1`];
      const rows = [...good.slice(0, 4), bad[0], ...good.slice(4, 11), bad[1], ...good.slice(11)];
      const csv = ['Item number;Size;Quantity', ...rows].join('\r\n');

      const page = await loggedIn(dealer, language);
      page.setDefaultTimeout(20_000);
      await gotoHydrated(page, localizePath('cart', language));
      const section = page
        .getByRole('main')
        .getByRole('region', { name: uiText(language, 'quick-order.title') });
      await section.getByRole('button', { name: uiText(language, 'quick-order.open') }).click();
      await section
        .getByLabel(uiText(language, 'quick-order.file'))
        .setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect
        .poll(() => section.getByLabel(uiText(language, 'quick-order.rows')).inputValue())
        // A text field keeps line feeds only.
        .toBe(csv.replaceAll('\r\n', '\n'));
      await section.getByRole('button', { name: uiText(language, 'quick-order.add') }).click();

      const status = section.getByRole('status');
      await status.getByText(uiCount(language, 'quick-order.added', 18)).waitFor();
      const said = await status.textContent();
      expect(said).toContain(uiCount(language, 'quick-order.not-added', 2));
      // Row numbers count the header line, as a spreadsheet does.
      expect(said).toContain(
        `${uiText(language, 'quick-order.row', { row: '6' })} ${bad[0]}: ${uiText(language, 'quick-order.problem.unknown-item')}`,
      );
      expect(said).toContain(
        `${uiText(language, 'quick-order.row', { row: '14' })} ${bad[1]}: ${uiText(language, 'quick-order.problem.unknown-size')}`,
      );
      await waitForMarker(page, language, 18);
      const carts = await openCarts(token);
      expect(carts.flatMap((cart) => cart.lines)).toHaveLength(18);
      expect(carts.find((cart) => cart.orderType === 'Stock')?.lines).toHaveLength(9);
      expect(carts.find((cart) => cart.orderType === 'Preorder')?.lines).toHaveLength(9);
    });
  }

  for (const language of ['en', 'da'] as const satisfies readonly LanguageCode[]) {
    it(`works without JavaScript: the form posts the rows or a file, the page lists the result, a resubmit adds once (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const picks = (await colorsFor('Stock', token)).filter((pick) => pick.onHand >= 3).slice(0, 2);
      const rowOf = (pick: (typeof picks)[number], quantity: number) => {
        const size = pick.product.variants.find(
          (variant) => variant.id === pick.product.colors[pick.colorCode]?.firstVariantId,
        )?.size;
        return `${pick.product.number}-${pick.colorCode};${size};${quantity}`;
      };
      const [first, second] = picks;
      if (!first || !second) throw new Error('The demo has too few Stock colours with stock');
      const rows = [rowOf(first, 2), 'NO-SUCH-ITEM;110;1'].join('\n');

      // The dealer's session, in a browser that runs no script at all.
      const scripted = await loggedIn(dealer, language);
      const browser = await workerChromium();
      const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
      try {
        await context.addCookies(await scripted.context().cookies());
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        const cartPath = localizePath('cart', language);
        await page.goto(cartPath);
        const section = page
          .getByRole('main')
          .getByRole('region', { name: uiText(language, 'quick-order.title') });
        // The panel's toggle needs the script: not shown; the form stands in.
        expect(
          await section.getByRole('button', { name: uiText(language, 'quick-order.open') }).count(),
        ).toBe(0);
        const box = section.getByLabel(uiText(language, 'quick-order.rows'));
        await box.fill(rows);
        const requestId = await section.locator('input[name="requestId"]').inputValue();
        await section.getByRole('button', { name: uiText(language, 'quick-order.add') }).click();

        const status = section.getByRole('status');
        await status.getByText(uiCount(language, 'quick-order.added', 1)).waitFor();
        const said = await status.textContent();
        expect(said).toContain(uiCount(language, 'quick-order.not-added', 1));
        expect(said).toContain(
          `${uiText(language, 'quick-order.row', { row: '2' })} NO-SUCH-ITEM;110;1: ${uiText(language, 'quick-order.problem.unknown-item')}`,
        );
        // The rows stay in the box to be fixed; the next post carries a new request id.
        expect(await box.inputValue()).toBe(rows);
        const nextId = await section.locator('input[name="requestId"]').inputValue();
        expect(nextId).not.toBe(requestId);
        const stockLines = async () =>
          (await openCarts(token))
            .find((cart) => cart.orderType === 'Stock')
            ?.lines.map((line) => [line.productKey.productId, line.quantity]);
        expect(await stockLines()).toEqual([[first.product.id, 2]]);

        // The same form sent again (a resubmit, the back button) adds nothing (ADR 77).
        const again = await context.request.post(cartPath, {
          multipart: { text: rows, requestId },
          headers: { Origin: new URL(baseUrl).origin },
        });
        expect(again.status()).toBe(200);
        expect(await stockLines()).toEqual([[first.product.id, 2]]);

        // A CSV file instead of pasted rows.
        await box.fill('');
        await section.getByLabel(uiText(language, 'quick-order.file')).setInputFiles({
          name: 'order.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(`Item number;Size;Quantity\r\n${rowOf(second, 3)}\r\n`),
        });
        await section.getByRole('button', { name: uiText(language, 'quick-order.add') }).click();
        await page.waitForURL((url) => url.pathname === cartPath);
        await status.getByText(uiCount(language, 'quick-order.added', 1)).waitFor();
        expect(await status.textContent()).not.toContain(uiCount(language, 'quick-order.not-added', 1));
        expect(await stockLines()).toEqual([
          [first.product.id, 2],
          [second.product.id, 3],
        ]);

        // Nothing to add: said so, nothing added.
        await box.fill('');
        await section.getByRole('button', { name: uiText(language, 'quick-order.add') }).click();
        await status.getByText(uiText(language, 'quick-order.nothing')).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
