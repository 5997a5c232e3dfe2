import { type CustomerInvoice, danishVatBeforeTaxRules, type Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { lilleKaninAddress } from '../../../test-support/order-fixture.ts';
import { discountRateOf, invoiceFile, orderFile, vatNoteOf, vatSummary } from './file-document.ts';

const buyer = { customerNumber: 'C10001', name: 'Lille Kanin Børnetøj ApS', vatNumber: 'DK31234567' };
const pair = (withoutVat: number, rate = 0.25) => ({
  priceWithoutVat: withoutVat,
  priceWithVat: Math.round(withoutVat * (1 + rate)),
});

const orderLine = (lineNo: number, quantity: number, unit: number, net: number, rate = 0.25) => ({
  lineNo,
  productId: `P${lineNo}`,
  variantId: `P${lineNo}-rose-110`,
  unitId: 'CU',
  productNumber: `NL1000${lineNo}`,
  name: `Style ${lineNo}`,
  colorCode: 'rose',
  colorName: 'Rose',
  size: '110',
  unitName: 'Piece',
  quantityPerUnit: 1,
  quantity,
  unitPrice: pair(unit, rate),
  netUnitPrice: pair(net, rate),
  linePrice: pair(unit * quantity, rate),
  netLinePrice: pair(net * quantity, rate),
  vatIncluded: true,
  deliveries: [{ date: null, quantity }],
});

const order = {
  orderId: 'SO100001',
  cartId: 'cart',
  orderType: 'Stock',
  status: 'Transferred',
  statusReason: null,
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  lines: [orderLine(1, 10, 10_000, 9_000), orderLine(2, 4, 5_000, 5_000, 0)],
  discount: 10_000,
  totalPrice: pair(127_500),
  totalNetPrice: { priceWithoutVat: 117_500, priceWithVat: 141_875 },
  shippingFee: pair(7_500),
  vat: 24_375,
  summary: {},
  tax: danishVatBeforeTaxRules,
  shippingAddress: lilleKaninAddress,
  billingAddress: lilleKaninAddress,
  shippingMethod: {},
  comment: null,
  reference: 'PO-4711',
  email: null,
  paymentMethod: 'account',
  paymentStatus: 'none',
  paymentTerms: 'net30',
  erpDocumentNo: 'LSO-SO100001',
  createdAt: '2026-11-25T10:00:00.000Z',
} as unknown as Order;

const invoice: CustomerInvoice = {
  invoiceId: 'LIN-SO100001-1',
  linkId: 'LSO-SO100001',
  orderId: 'SO100001',
  reference: 'PO-4711',
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  postedAt: '2026-11-25T18:00:00.000Z',
  shippingFeeWithoutVat: 7_500,
  shippingFeeVat: 1_875,
  amountWithoutVat: 81_500,
  vat: 15_375,
  amountWithVat: 96_875,
  tax: danishVatBeforeTaxRules,
  lineCount: 2,
  lines: [
    {
      lineNo: 1,
      productNumber: 'NL10001',
      variantId: 'P1-rose-110',
      unitId: 'CU',
      name: 'Style 1',
      colorCode: 'rose',
      colorName: 'Rose',
      size: '110',
      unitName: 'Piece',
      quantityPerUnit: 1,
      quantity: 6,
      amountWithoutVat: 54_000,
      vat: 13_500,
      amountWithVat: 67_500,
    },
    {
      lineNo: 2,
      productNumber: 'NL10002',
      variantId: 'P2-rose-110',
      unitId: 'CU',
      name: 'Style 2',
      colorCode: 'rose',
      colorName: 'Rose',
      size: '110',
      unitName: 'Piece',
      quantityPerUnit: 1,
      quantity: 4,
      amountWithoutVat: 20_000,
      vat: 0,
      amountWithVat: 20_000,
    },
  ],
  shipmentId: 'LSH-SO100001-1',
  prepaid: false,
  dueDate: '2026-12-25',
  paymentTerms: 'net30',
};

describe('the document of a file', () => {
  it("prices an invoice's lines from the order lines they bill: list price, net price, discount", () => {
    const document = invoiceFile(invoice, order, buyer);
    expect(document.lines.map((line) => [line.unitPrice, line.netUnitPrice, line.discountRate])).toEqual([
      [10_000, 9_000, 0.1],
      [5_000, 5_000, 0],
    ]);
    expect(document.buyer.billTo).toEqual(lilleKaninAddress);
    expect(document.totals).toEqual({ withoutVat: 81_500, vat: 15_375, withVat: 96_875 });
  });

  it('prices an invoice of an order the shop does not know from its amounts, without a discount', () => {
    const document = invoiceFile(invoice, null, buyer);
    expect(document.lines[0]).toMatchObject({
      unitPrice: 9_000,
      netUnitPrice: 9_000,
      discountRate: 0,
      productId: null,
    });
    expect(document.buyer.billTo).toBeNull();
  });

  it("groups the VAT summary at the order's decided rate, to exactly the totals", () => {
    for (const document of [invoiceFile(invoice, order, buyer), orderFile(order, buyer)]) {
      expect(vatSummary(document)).toEqual([
        { rate: 0.25, base: document.totals.withoutVat, vat: document.totals.vat },
      ]);
      expect(vatNoteOf(document)).toBeNull();
    }
    const reverseCharge = {
      kind: 'reverse-charge',
      rateBasisPoints: 0,
      taxCountryCode: null,
      noteKey: 'tax.reverseChargeNote',
      domesticReason: null,
    } as const;
    const zeroRated = invoiceFile({ ...invoice, tax: reverseCharge }, order, buyer);
    expect(vatSummary(zeroRated)[0]?.rate).toBe(0);
    expect(vatNoteOf(zeroRated)).toBe('tax.reverseChargeNote');
  });

  it('reads a discount only where the net price is below a list price', () => {
    expect(discountRateOf(10_000, 7_500)).toBe(0.25);
    expect(discountRateOf(10_000, 10_000)).toBe(0);
    expect(discountRateOf(10_000, 12_000)).toBe(0);
    expect(discountRateOf(0, 0)).toBe(0);
  });
});
