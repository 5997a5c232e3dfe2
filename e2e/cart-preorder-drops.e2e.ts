import { type LanguageCode, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCalendarDay, localeForLanguage } from '../apps/web/app/lib/money.ts';
import { cartKit } from './cart-kit.ts';
import { area, catalogueApi, shownMoney } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { dynamicUiText, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, colorsFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

describe("A dealer's Preorder basket, drop by drop", () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  for (const language of ['en', 'da'] as const satisfies readonly LanguageCode[]) {
    it(`groups the Preorder lines by delivery drop with a subtotal each, and each line delivers on its drop's date (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      // Two colours of one drop and one of another, as the dealer sees them in the page's language.
      const byDrop = new Map<string, Array<{ productId: string; variantId: string }>>();
      for (const pick of await colorsFor('Preorder', token)) {
        const color = pick.product.colors[pick.colorCode];
        const drop = color?.deliveryDrop;
        if (!drop || !color.firstVariantId) continue;
        byDrop.set(drop.code, [
          ...(byDrop.get(drop.code) ?? []),
          { productId: pick.product.id, variantId: color.firstVariantId },
        ]);
      }
      const drops = [...byDrop.entries()].filter(([, picks]) => picks.length >= 2);
      const [first, second] = [drops[0], [...byDrop.entries()].find(([code]) => code !== drops[0]?.[0])];
      if (!first || !second) throw new Error('The demo has no two delivery drops with Preorder colours');
      const chosen = [...first[1].slice(0, 2), ...second[1].slice(0, 1)];

      const cart = (
        await catalogue.call(
          endpoints.cart.getOrCreateCart,
          { body: { area: area(language), orderType: 'Preorder' } },
          token,
        )
      ).cart;
      await catalogue.call(
        endpoints.cart.addOrUpdateLines,
        {
          body: {
            area: area(language),
            cartId: cart.cartId,
            lines: chosen.map((pick, i) => ({
              productKey: { ...pick, unitOfMeasure: 'CU' },
              quantity: i + 2,
            })),
          },
        },
        token,
      );
      const calculated = (
        await catalogue.call(
          endpoints.cart.calculateCart,
          { body: { area: area(language), cartId: cart.cartId } },
          token,
        )
      ).cart;

      const page = await loggedIn(dealer, language);
      page.setDefaultTimeout(20_000);
      await gotoHydrated(page, localizePath('cart', language));
      const basket = page
        .getByRole('main')
        .getByRole('region', { name: uiText(language, 'cart.order-type-Preorder'), exact: true });
      for (const [code] of [first, second]) {
        const lines = calculated.lines.filter((line) => line.product?.deliveryDrop?.code === code);
        const drop = lines[0]?.product?.deliveryDrop;
        if (!drop) throw new Error(`The cart's lines do not name drop ${code}`);
        const date = new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(new Date(drop.availableDate));
        const title = uiText(language, 'cart.drop-title', {
          drop: dynamicUiText(language, `facet.deliveryDrop.${code}`),
          date,
        });
        const section = basket.getByRole('region', { name: title, exact: true });
        await section.waitFor();
        expect(await section.getByRole('listitem').count()).toBe(lines.length);
        // Each line says in words when it is delivered (issue 20 item 11), the date as the cart writes dates.
        const shortDate = new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(drop.availableDate));
        for (const line of lines) {
          const item = section.getByRole('listitem').filter({
            has: page.getByRole('link', { name: line.product?.name, exact: true }),
          });
          await item.first().waitFor();
          const delivery = uiText(language, 'cart.delivery-date', {
            count: String(line.quantity),
            date: shortDate,
          });
          await item
            .getByText(`${uiText(language, 'cart.deliveries')}: ${delivery}`, { exact: true })
            .first()
            .waitFor();
        }
        const subtotal = lines.reduce((sum, line) => sum + (line.netLinePrice?.priceWithoutVat ?? 0), 0);
        const label = uiText(language, 'cart.drop-subtotal');
        const subtotalRow = section.locator('p', { has: page.getByText(label, { exact: true }) });
        expect(await subtotalRow.textContent()).toBe(
          `${label} ${shownMoney(subtotal, calculated.currencyCode, language)}`,
        );
      }
      expect(await axeViolations(page, '.cart-order')).toEqual([]);

      // What the order snapshots per line (order_lines.deliveries): the calculated line delivers on its drop's date.
      for (const line of calculated.lines) {
        expect(line.deliveries.map((delivery) => delivery.date)).toEqual([
          line.product?.deliveryDrop?.availableDate,
        ]);
      }
    });

    it(`keeps each line's drop date on the placed order: the customer center's order page says it (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      // Two Preorder colours of two drops, so each line must say its own date.
      const picks = new Map<string, { productId: string; variantId: string; availableDate: string }>();
      for (const pick of await colorsFor('Preorder', token)) {
        const color = pick.product.colors[pick.colorCode];
        const drop = color?.deliveryDrop;
        if (!drop || !color.firstVariantId || picks.has(drop.code)) continue;
        picks.set(drop.code, {
          productId: pick.product.id,
          variantId: color.firstVariantId,
          availableDate: drop.availableDate,
        });
      }
      const chosen = [...picks.values()].slice(0, 2);
      if (chosen.length < 2) throw new Error('The demo has no two delivery drops with Preorder colours');
      const body = {
        area: area(language),
        cartId: (
          await catalogue.call(
            endpoints.cart.getOrCreateCart,
            { body: { area: area(language), orderType: 'Preorder' } },
            token,
          )
        ).cart.cartId,
      };
      const fill = async (quantity: number) => {
        await catalogue.call(
          endpoints.cart.addOrUpdateLines,
          {
            body: {
              ...body,
              overrideExistingQuantity: true,
              lines: chosen.map((pick) => ({ productKey: { ...pick, unitOfMeasure: 'CU' }, quantity })),
            },
          },
          token,
        );
        return (await catalogue.call(endpoints.cart.calculateCart, { body }, token)).cart;
      };
      // Enough of both for the Preorder minimum.
      const one = await fill(1);
      const minimum = one.calculation?.minimum;
      if (minimum && !minimum.met && minimum.amount > 0)
        await fill(Math.ceil(minimum.threshold / minimum.amount) + 1);
      await catalogue.call(
        endpoints.cart.setShipping,
        {
          body: {
            ...body,
            shippingAddress: {
              name: 'Lillekanin ApS',
              address1: 'Vesterbrogade 1',
              address2: null,
              postalCode: '1620',
              city: 'København V',
              countryCode: 'DK',
              email: 'indkoeb@lillekanin.demo',
              phone: null,
            },
            shippingMethod: { internalId: 'parcel-dk' },
          },
        },
        token,
      );
      await catalogue.call(endpoints.cart.calculateCart, { body }, token);
      const { order } = await catalogue.call(
        endpoints.order.createOrderByCartId,
        {
          body: {
            areaInfo: area(language),
            cartId: body.cartId,
            paymentMethod: 'account',
            acceptTerms: true,
          },
        },
        token,
      );

      const page = await loggedIn(dealer, language);
      await gotoHydrated(page, localizePath('order', language, { id: order.orderId }));
      const table = page
        .getByRole('main')
        .getByRole('table', { name: uiText(language, 'customer-center.order.lines') });
      await table
        .getByRole('columnheader', { name: uiText(language, 'order-delivery.heading'), exact: true })
        .waitFor();
      for (const pick of chosen) {
        const line = order.lines.find((candidate) => candidate.variantId === pick.variantId);
        if (!line) throw new Error(`The order has no line of ${pick.variantId}`);
        // The date as the order confirmation writes it: 15 Jan 2027 / 15. jan. 2027.
        const day = formatCalendarDay(pick.availableDate, localeForLanguage(language));
        const row = table.getByRole('row').filter({ hasText: line.productNumber });
        await row.getByRole('cell', { name: day, exact: true }).waitFor();
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
