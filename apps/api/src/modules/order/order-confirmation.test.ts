import { formatMoneyIn } from '@shop/commerce';
import type { Order } from '@shop/contracts';
import { danishVatBeforeTaxRules } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lilleKaninAddress } from '../../test-support/order-fixture.ts';
import { areaInfo, createOrder, readyCart, runJobs, stockedVariant } from '../../test-support/order-kit.ts';
import { useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { renderOrderConfirmation } from './order-confirmation.ts';

const order: Order = {
  orderId: 'SO100042',
  cartId: 'c1',
  orderType: 'Stock',
  status: 'PendingTransfer',
  statusReason: null,
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  lines: [
    {
      lineNo: 1,
      productId: 'p1',
      variantId: 'v1',
      unitId: 'CU',
      productNumber: 'NL-1001',
      name: 'Rib body <organic>',
      colorCode: '100',
      colorName: 'Rose',
      size: '86',
      unitName: 'Piece',
      quantityPerUnit: 1,
      quantity: 10,
      unitPrice: { priceWithoutVat: 12345, priceWithVat: 15431 },
      netUnitPrice: { priceWithoutVat: 12345, priceWithVat: 15431 },
      linePrice: { priceWithoutVat: 123450, priceWithVat: 154313 },
      netLinePrice: { priceWithoutVat: 123450, priceWithVat: 154313 },
      vatIncluded: true,
      deliveries: [{ date: null, quantity: 10 }],
    },
  ],
  discount: 0,
  totalPrice: { priceWithoutVat: 130950, priceWithVat: 163688 },
  totalNetPrice: { priceWithoutVat: 130950, priceWithVat: 163688 },
  shippingFee: { priceWithoutVat: 7500, priceWithVat: 9375 },
  vat: 32738,
  tax: danishVatBeforeTaxRules,
  summary: {
    subTotalWithoutVat: 123450,
    totalPriceOfInStockWithoutVat: 123450,
    totalPriceOfPreorderWithoutVat: 0,
    totalPriceOfInFutureStockWithoutVat: 0,
    totalPriceOfOnSaleWithoutVat: 0,
    totalPriceOfSummerShopWithoutVat: 0,
    totalQuantity: 10,
    totalQuantityOfInStock: 10,
    totalQuantityOfPreorder: 0,
    totalQuantityOfInFutureStock: 0,
    totalQuantityOfOnSale: 0,
    totalQuantityOfSummerShop: 0,
  },
  shippingAddress: lilleKaninAddress,
  billingAddress: lilleKaninAddress,
  shippingMethod: {
    internalId: 'parcel-dk',
    name: 'Standardpakke (DHL)',
    fee: 7500,
    countryCode: 'DK',
    trackAndTrace: true,
    extraInfo: { pickup: false, currencyCode: 'DKK' },
  },
  comment: null,
  reference: 'PO-77',
  email: 'indkoeb@lillekanin.demo',
  paymentMethod: 'account',
  paymentStatus: 'none',
  paymentTerms: 'net30',
  erpDocumentNo: null,
  createdAt: '2026-11-21T09:00:00.000Z',
};

/** Normalise the non-breaking spaces Intl puts in money, so expectations read plainly. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the order confirmation e-mail', () => {
  it('formats money the way each language writes it', () => {
    expect(plain(formatMoneyIn(123450, 'DKK', 'da'))).toBe('1.234,50 kr.');
    expect(plain(formatMoneyIn(123450, 'DKK', 'en'))).toBe('1.234,50 kr.');
    expect(plain(formatMoneyIn(30000, 'EUR', 'en'))).toBe('€300.00');
  });

  it('is written in Danish for a Danish order, with lines, totals, addresses and the reference', () => {
    const mail = renderOrderConfirmation(order, 'da');
    expect(mail.subject).toBe('Ordrebekræftelse SO100042');
    const text = plain(mail.text);
    expect(text).toContain('Ordrenummer: SO100042');
    expect(text).toContain('Betaling: På konto');
    expect(text).toContain(
      '10 × Rib body <organic>, Rose, 86 (NL-1001) · Forventet levering: Straks  1.234,50 kr.',
    );
    expect(text).toContain('I alt ekskl. moms  1.309,50 kr.');
    expect(text).toContain('Moms 25 %  327,38 kr.');
    expect(text).not.toContain('Omvendt betalingspligt');
    expect(text).toContain('I alt inkl. moms  1.636,88 kr.');
    expect(text).toContain('Søndergade 21\n8000 Aarhus C\nDanmark');
    // A dealer reads the lines without VAT, and the heading says so.
    expect(text).toContain('Varer (ekskl. moms):');
    expect(text).toContain('Jeres reference: PO-77');
    expect(mail.html).toContain('Rib body &#60;organic&#62;');
    expect(mail.html).not.toContain('<organic>');
  });

  it("adds up: a dealer's discounted lines and the shipping make the total, the discount named as part of the lines", () => {
    const [line] = order.lines;
    if (!line) throw new Error('no line');
    // 10 pieces listed at 129.95 kr., 5 % off: 1,234.50 kr. net (the fixture's net amounts), 65.00 kr. of discount.
    const discounted = {
      ...order,
      discount: 6500,
      lines: [
        {
          ...line,
          unitPrice: { priceWithoutVat: 12995, priceWithVat: 16244 },
          linePrice: { priceWithoutVat: 129950, priceWithVat: 162438 },
        },
      ],
    };
    const text = plain(renderOrderConfirmation(discounted, 'da').text);
    expect(text).toContain('Varer (ekskl. moms):');
    expect(text).toContain(
      '10 × Rib body <organic>, Rose, 86 (NL-1001) · Forventet levering: Straks  1.234,50 kr.',
    );
    expect(text).toContain('Heraf rabat på varerne  65,00 kr.');
    expect(text).toContain('Fragt: Standardpakke (DHL)  75,00 kr.');
    // 1,234.50 + 75.00 = 1,309.50: no row subtracts the discount a second time.
    expect(text).toContain('I alt ekskl. moms  1.309,50 kr.');
    expect(text).not.toMatch(/-\s?65,00/);
    // A guest reads the lines and their discount with VAT: 1,624.38 listed, 1,543.13 net.
    const guest = plain(renderOrderConfirmation({ ...discounted, customerNumber: null }, 'en').text);
    expect(guest).toContain('Of which discount on the items  81,25 kr.');
  });

  it('is written in English for an English order, and shows a guest amounts with VAT', () => {
    const mail = renderOrderConfirmation({ ...order, customerNumber: null, paymentMethod: 'card' }, 'en');
    expect(mail.subject).toBe('Order confirmation SO100042');
    const text = plain(mail.text);
    expect(text).toContain('Payment: Card (paid)');
    expect(text).toContain(
      '10 × Rib body <organic>, Rose, 86 (NL-1001) · Expected delivery: Immediately  1.543,13 kr.',
    );
    expect(text).toContain('Total incl. VAT  1.636,88 kr.');
    // The lines carry VAT for a guest, and the heading says so; the country has its English name.
    expect(text).toContain('Items (incl. VAT):');
    expect(text).toContain('8000 Aarhus C\nDenmark');
  });

  it("prints a zero-rated order's rate and its legal note, in the order's language", () => {
    const zero = { ...order, vat: 0, totalNetPrice: { priceWithoutVat: 130950, priceWithVat: 130950 } };
    const reverseCharge = renderOrderConfirmation(
      {
        ...zero,
        tax: {
          kind: 'reverse-charge',
          rateBasisPoints: 0,
          taxCountryCode: null,
          noteKey: 'tax.reverseChargeNote',
          domesticReason: null,
        },
      },
      'en',
    );
    expect(plain(reverseCharge.text)).toContain('VAT 0%  0,00 kr.');
    expect(plain(reverseCharge.text)).toContain(
      'Reverse charge: VAT to be accounted for by the recipient, Article 196 Council Directive 2006/112/EC',
    );
    expect(reverseCharge.html).toContain('<strong>Reverse charge:');
    const exported = renderOrderConfirmation(
      {
        ...zero,
        tax: {
          kind: 'export',
          rateBasisPoints: 0,
          taxCountryCode: null,
          noteKey: 'tax.exportNote',
          domesticReason: null,
        },
      },
      'da',
    );
    expect(plain(exported.text)).toContain('Moms 0 %  0,00 kr.');
    expect(plain(exported.text)).toContain('Eksport til lande uden for EU: Momsfritaget');
  });
});

describe('order confirmation through SMTP', () => {
  const inbox = useSmtpInbox();
  const shared = useSharedTestApp({ mail: inbox.mail });

  it('sends a Danish dealer the confirmation of an order on account, retrying when the server refuses once', async () => {
    const { app } = shared;
    const variant = await stockedVariant(app, 1000);
    const token = await loginAs(app, 'dealer@nordlys.demo');
    const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 200 }] });
    const response = await createOrder(app, token, cartId, {
      paymentMethod: 'account',
      email: undefined,
      areaInfo: { ...areaInfo, languageCode: 'da' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json().order as Order;

    inbox.refuseNext(1);
    const now = new Date();
    await runJobs(app, now);
    expect(inbox.received).toEqual([]);
    const [queued] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'indkoeb@lillekanin.demo'));
    expect(queued?.status).toBe('queued');

    await runJobs(app, new Date(now.getTime() + 60_000));
    expect(inbox.received).toHaveLength(1);
    const [mail] = inbox.received;
    expect(mail?.from).toBe('shop@nordlys.demo');
    expect(mail?.to).toEqual(['indkoeb@lillekanin.demo']);
    expect(mail?.subject).toBe(`Ordrebekræftelse ${placed.orderId}`);
    const text = plain(mail?.text ?? '');
    expect(text).toContain(`Ordrenummer: ${placed.orderId}`);
    expect(text).toContain(
      `I alt inkl. moms  ${plain(formatMoneyIn(placed.totalNetPrice.priceWithVat, 'DKK', 'da'))}`,
    );
    const [sent] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, queued?.id ?? 0));
    expect(sent?.status).toBe('sent');
  });
});

describe('the payment terms in the order confirmation e-mail (issue 31 item 8)', () => {
  it("names an order on account's terms and when its invoices fall due, in the order's language", () => {
    const net60 = { ...order, paymentTerms: 'net60' as const };
    const english = renderOrderConfirmation(net60, 'en');
    expect(english.text).toContain(
      'Payment terms: Net 60 days (invoices due 60 days after the invoice date)',
    );
    expect(english.html).toContain('<td>Payment terms</td>');
    expect(renderOrderConfirmation(net60, 'da').text).toContain(
      'Betalingsbetingelser: Netto 60 dage (fakturaer forfalder 60 dage efter fakturadatoen)',
    );
    expect(renderOrderConfirmation({ ...order, paymentTerms: 'prepayment' }, 'en').text).toContain(
      'Payment terms: Prepayment (invoices due on the invoice date)',
    );
  });

  it('leaves them out for an order paid by card', () => {
    const card = renderOrderConfirmation({ ...order, paymentMethod: 'card', paymentTerms: 'net30' }, 'en');
    expect(card.text).not.toContain('Payment terms');
    const guest = renderOrderConfirmation(
      { ...order, customerNumber: null, paymentMethod: 'card', paymentTerms: null },
      'da',
    );
    expect(guest.text).not.toContain('Betalingsbetingelser');
  });
});
