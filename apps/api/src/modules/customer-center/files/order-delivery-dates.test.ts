import { formatCalendarDay, localeForLanguage } from '@shop/commerce';
import type { LanguageCode, Order } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import { findVariants } from '../../../test-support/cart-kit.ts';
import { ask, calls, read } from '../../../test-support/customer-center-kit.ts';
import { createOrder, readyCart } from '../../../test-support/order-kit.ts';
import { pdfPageItems } from '../../../test-support/pdf-text.ts';
import { loginAs, useSharedTestApp } from '../../../test-support/test-app.ts';
import { renderOrderConfirmation } from '../../order/order-confirmation.ts';

/**
 * A Preorder's lines are delivered on their colours' drop dates (issue 31 item 8): the order keeps each line's
 * date, and its confirmation (PDF and mail) names it per line, in the reader's language.
 */

const shared = useSharedTestApp();
/** Mette Jensen of C10001 reads Danish; Jonas Weber of C20001 English: each gets the PDF in their language. */
const dealers: Record<LanguageCode, string> = { da: 'dealer@nordlys.demo', en: 'haendler@nordlys.demo' };
type DropVariant = { productId: string; variantId: string; availableDate: string };
let drops: DropVariant[] = [];

beforeAll(async () => {
  const preorderable = await findVariants(shared.app, { allowPresale: true });
  const dates = await queryRows<{ variantId: string; availableDate: string }>(
    shared.app.db,
    sql`SELECT v.id AS "variantId", to_char(d.available_date, 'YYYY-MM-DD') AS "availableDate"
        FROM variants v
        JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
        JOIN delivery_drops d ON d.code = pc.delivery_drop_code`,
  );
  const dateOf = new Map(dates.map((row) => [row.variantId, row.availableDate]));
  // Two lines of two different drops, so each line must say its own date.
  const byDate = new Map<string, DropVariant>();
  for (const variant of preorderable) {
    const availableDate = dateOf.get(variant.variantId);
    if (availableDate && !byDate.has(availableDate)) byDate.set(availableDate, { ...variant, availableDate });
  }
  drops = [...byDate.values()].slice(0, 2);
  if (drops.length < 2) throw new Error('the demo has no Preorder colours of two delivery drops');
});

async function placePreorder(token: string): Promise<string> {
  const { cartId } = await readyCart(shared.app, token, {
    orderType: 'Preorder',
    lines: drops.map((variant, index) => ({ variant, quantity: 40 + index })),
  });
  const response = await createOrder(shared.app, token, cartId, { paymentMethod: 'account' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order.orderId as string;
}

const pdfText = async (orderId: string, token: string) => {
  const response = await ask(
    shared.app,
    calls.getOrderConfirmationPdf,
    { query: { OrderId: orderId } },
    token,
  );
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return (await pdfPageItems(response.rawPayload)).map((items) => items.join(' | ')).join(' ');
};

describe("a Preorder's delivery dates on its confirmation (issue 31 item 8)", () => {
  for (const language of ['en', 'da'] as const) {
    it(`prints each line's drop date in the PDF and the mail (${language})`, async () => {
      const token = await loginAs(shared.app, dealers[language]);
      const orderId = await placePreorder(token);
      const day = (date: string) => formatCalendarDay(date, localeForLanguage(language));

      const { order }: { order: Order } = await read(
        shared.app,
        calls.getOrder,
        { body: { orderId } },
        token,
      );
      const lines = drops.map((drop) => order.lines.find((line) => line.variantId === drop.variantId));
      expect(lines.map((line) => line?.deliveries)).toEqual(
        drops.map((drop, index) => [{ date: drop.availableDate, quantity: 40 + index }]),
      );

      const text = await pdfText(orderId, token);
      expect(text).toContain(language === 'da' ? 'Levering' : 'Delivery');
      // Each line's row holds its own date, after its item number.
      for (const drop of drops) {
        const row = text.slice(text.indexOf(drop.productId));
        expect(row.split(' | ').slice(0, 16), drop.productId).toContain(day(drop.availableDate));
      }

      const mail = renderOrderConfirmation(order, language);
      const heading = language === 'da' ? 'Forventet levering' : 'Expected delivery';
      for (const drop of drops) {
        const mailLine = mail.text.split('\n').find((line) => line.includes(`(${drop.productId})`));
        expect(mailLine, drop.productId).toContain(`${heading}: ${day(drop.availableDate)}`);
        expect(mail.html).toContain(`${heading}: ${day(drop.availableDate)}`);
      }
    });
  }
});
