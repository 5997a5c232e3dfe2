import { assertRate, defaultVatRateBasisPoints, vatAt } from '../money.ts';
import type { VatDecision } from '../tax/decide-vat.ts';
import { allocateProportionally } from './allocate.ts';
import { linePieces } from './count-pieces.ts';

/**
 * Spec §3 'Calculated line', 'Calculated cart' and 'Cart summary totals' as pure integer arithmetic in minor
 * units. Prices come in already resolved (pricing strategy) and without VAT; this module multiplies them out,
 * adds VAT once for the whole cart and sums the summary. The API cart module stores the result.
 */

export type StockKind = 'Stock' | 'Preorder' | 'FutureStock';

export type CalculationLineInput = {
  lineId: string;
  quantity: number;
  unitId: string;
  /** Pieces in one unit ('Pack of 5': 5; absent: 1): the summary's quantities count pieces (ADR 69). */
  quantityPerUnit?: number;
  /** List price per unit, minor units without VAT. */
  unitPrice: number;
  /** Price per unit after discounts, minor units WITHOUT VAT, already resolved for this quantity. */
  netUnitPrice: number;
  stockKind: StockKind;
  onSale: boolean;
  summerShop: boolean;
  deliveries: { date: string | null; quantity: number }[];
};

export type MoneyPair = { priceWithVat: number; priceWithoutVat: number };

export type CalculatedLineFigures = {
  lineId: string;
  /** With VAT: the per-unit figure rounded on its own — for display, it does not add up to the line. */
  unitPrice: MoneyPair;
  netUnitPrice: MoneyPair;
  /** Before discount. With VAT: plus this line's share of the before-discount VAT. */
  linePrice: MoneyPair;
  /** After discount. With VAT: `priceWithoutVat + vat`. */
  netLinePrice: MoneyPair;
  /** `linePrice − netLinePrice` without VAT (negative when the net price is above the list price). */
  discount: number;
  /** This line's share of the cart VAT. */
  vat: number;
};

/**
 * All amounts without VAT and after discount (the net line prices); shipping is not part of the summary.
 * Quantities are pieces: 1 piece + 2 × Pack of 5 is 11, as the basket counts them.
 */
export type CartSummaryTotals = {
  subTotalWithoutVat: number;
  totalPriceOfInStockWithoutVat: number;
  totalPriceOfPreorderWithoutVat: number;
  totalPriceOfInFutureStockWithoutVat: number;
  totalPriceOfOnSaleWithoutVat: number;
  totalPriceOfSummerShopWithoutVat: number;
  totalQuantity: number;
  totalQuantityOfInStock: number;
  totalQuantityOfPreorder: number;
  totalQuantityOfInFutureStock: number;
  totalQuantityOfOnSale: number;
  totalQuantityOfSummerShop: number;
};

export type CartTotals = {
  lines: CalculatedLineFigures[];
  /** Σ line discounts, without VAT. */
  discount: number;
  /** Before discount, shipping included: `totalNetPrice.priceWithoutVat + discount`. */
  totalPrice: MoneyPair;
  /** After discount, shipping included — what the customer pays. */
  totalNetPrice: MoneyPair;
  shippingFee: MoneyPair;
  /** VAT of `totalNetPrice`, computed once: `vatAt(totalNetPrice.priceWithoutVat, rate)`. */
  vat: number;
  /** The VAT rate the figures were made at, in basis points. */
  vatRateBasisPoints: number;
  summary: CartSummaryTotals;
};

/**
 * A stored calculation's cart-level figures: the totals without their lines, with the VAT decision they were made
 * at (`tax`), the minimum check (null where none applies) and when it was made. The server's calculation and the
 * browser's local one are alike.
 */
export function calculationFigures<Minimum>(
  totals: CartTotals,
  tax: VatDecision,
  minimum: Minimum,
  calculatedAt: string,
) {
  // The figures and the decision they print must be one: a 0 % note beside 25 % VAT would be a false invoice.
  if (tax.rateBasisPoints !== totals.vatRateBasisPoints) {
    throw new RangeError(
      `The totals were made at ${totals.vatRateBasisPoints} basis points, not ${tax.rateBasisPoints}`,
    );
  }
  return {
    discount: totals.discount,
    totalPrice: totals.totalPrice,
    totalNetPrice: totals.totalNetPrice,
    shippingFee: totals.shippingFee,
    vat: totals.vat,
    summary: totals.summary,
    tax,
    minimum,
    calculatedAt,
  };
}

export type CalculationOptions = {
  shippingFeeWithoutVat: number;
  /**
   * The order's VAT rate in basis points, as the tax rules decide it (`decideVat`): 2500 = 25 %, 0 for reverse
   * charge and export. Default: the spec §9 multiplier 1.25, shown before the delivery country is known.
   */
  vatRateBasisPoints?: number;
};

/**
 * Totals of a cart. Line amounts are `unit × quantity` exactly. VAT is computed once on the net total
 * (lines + shipping) and allocated to the lines and the shipping fee by largest remainder, so line VATs plus
 * shipping VAT equal the cart VAT to the minor unit, and `Σ netLinePrice.priceWithVat + shippingFee.priceWithVat
 * = totalNetPrice.priceWithVat`. Before discount (display only), the VAT of the lines' own total is allocated
 * over the line prices and shipping keeps its VAT, so `Σ linePrice.priceWithVat + shippingFee.priceWithVat =
 * totalPrice.priceWithVat` (which may differ by 1 from rounding `totalPrice.priceWithoutVat × 1.25` on its own).
 * Every output is an integer; negative, fractional or unsafe inputs throw a RangeError.
 */
export function calculateCartTotals(
  lines: readonly CalculationLineInput[],
  options: CalculationOptions,
): CartTotals {
  const rate = options.vatRateBasisPoints ?? defaultVatRateBasisPoints;
  assertRate(rate);
  const shipping = amount(options.shippingFeeWithoutVat, 'shippingFeeWithoutVat');
  const multiplied = lines.map(multiplyLine);

  const lineTotal = sum(multiplied.map((line) => line.linePrice));
  const netLineTotal = sum(multiplied.map((line) => line.netLinePrice));
  const totalWithoutVat = add(netLineTotal, shipping);
  const vat = vatOf(totalWithoutVat, rate);
  const vatShares = allocateProportionally(vat, [...multiplied.map((line) => line.netLinePrice), shipping]);
  const shippingVat = vatShares[multiplied.length] as number;
  // Before discount, shipping keeps the VAT share it got above and the lines share the VAT of their own
  // before-discount total, so the lines and shipping still add up to `totalPrice.priceWithVat`.
  const grossLineVat = vatOf(lineTotal, rate);
  const grossVatShares = allocateProportionally(
    grossLineVat,
    multiplied.map((line) => line.linePrice),
  );

  const figures = multiplied.map((line, index): CalculatedLineFigures => {
    const lineVat = vatShares[index] as number;
    return {
      lineId: line.input.lineId,
      unitPrice: pair(line.input.unitPrice, vatOf(line.input.unitPrice, rate)),
      netUnitPrice: pair(line.input.netUnitPrice, vatOf(line.input.netUnitPrice, rate)),
      linePrice: pair(line.linePrice, grossVatShares[index] as number),
      netLinePrice: pair(line.netLinePrice, lineVat),
      discount: line.linePrice - line.netLinePrice,
      vat: lineVat,
    };
  });

  const shippingFee = pair(shipping, shippingVat);
  return {
    lines: figures,
    discount: lineTotal - netLineTotal,
    totalPrice: pair(add(lineTotal, shipping), add(grossLineVat, shippingVat)),
    totalNetPrice: pair(totalWithoutVat, vat),
    shippingFee,
    vat,
    vatRateBasisPoints: rate,
    summary: summarize(multiplied),
  };
}

type MultipliedLine = { input: CalculationLineInput; linePrice: number; netLinePrice: number };

function multiplyLine(line: CalculationLineInput, index: number): MultipliedLine {
  const where = `lines[${index}] (${line.lineId})`;
  const quantity = amount(line.quantity, `${where}.quantity`);
  const unitPrice = amount(line.unitPrice, `${where}.unitPrice`);
  const netUnitPrice = amount(line.netUnitPrice, `${where}.netUnitPrice`);
  for (const [d, delivery] of line.deliveries.entries()) {
    amount(delivery.quantity, `${where}.deliveries[${d}].quantity`);
  }
  return {
    input: line,
    linePrice: multiply(unitPrice, quantity),
    netLinePrice: multiply(netUnitPrice, quantity),
  };
}

/** The summary of a cart without lines: every amount and quantity 0. */
export function emptyCartSummary(): CartSummaryTotals {
  return {
    subTotalWithoutVat: 0,
    totalPriceOfInStockWithoutVat: 0,
    totalPriceOfPreorderWithoutVat: 0,
    totalPriceOfInFutureStockWithoutVat: 0,
    totalPriceOfOnSaleWithoutVat: 0,
    totalPriceOfSummerShopWithoutVat: 0,
    totalQuantity: 0,
    totalQuantityOfInStock: 0,
    totalQuantityOfPreorder: 0,
    totalQuantityOfInFutureStock: 0,
    totalQuantityOfOnSale: 0,
    totalQuantityOfSummerShop: 0,
  };
}

function summarize(lines: readonly MultipliedLine[]): CartSummaryTotals {
  const totals = emptyCartSummary();
  for (const { input, netLinePrice } of lines) {
    const quantity = linePieces(input);
    totals.subTotalWithoutVat = add(totals.subTotalWithoutVat, netLinePrice);
    totals.totalQuantity = add(totals.totalQuantity, quantity);
    if (input.stockKind === 'Stock') {
      totals.totalPriceOfInStockWithoutVat += netLinePrice;
      totals.totalQuantityOfInStock += quantity;
    } else if (input.stockKind === 'Preorder') {
      totals.totalPriceOfPreorderWithoutVat += netLinePrice;
      totals.totalQuantityOfPreorder += quantity;
    } else if (input.stockKind === 'FutureStock') {
      totals.totalPriceOfInFutureStockWithoutVat += netLinePrice;
      totals.totalQuantityOfInFutureStock += quantity;
    } else {
      throw new RangeError(`Unknown stock kind ${String(input.stockKind)} on line ${input.lineId}`);
    }
    if (input.onSale) {
      totals.totalPriceOfOnSaleWithoutVat += netLinePrice;
      totals.totalQuantityOfOnSale += quantity;
    }
    if (input.summerShop) {
      totals.totalPriceOfSummerShopWithoutVat += netLinePrice;
      totals.totalQuantityOfSummerShop += quantity;
    }
  }
  // Every partial total is at most the checked grand totals above, so the `+=` cannot leave the safe range.
  return totals;
}

/** The one rounding of VAT (money.ts), checked to stay a safe integer. */
const vatOf = (amountMinor: number, rate: number): number => safe(vatAt(amountMinor, rate), 'VAT');

const pair = (withoutVat: number, vat: number): MoneyPair => ({
  priceWithVat: add(withoutVat, vat),
  priceWithoutVat: withoutVat,
});

function amount(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  return value;
}

function safe(value: number, what: string): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} is too large to calculate exactly: ${value}`);
  return value;
}

const add = (a: number, b: number): number => safe(a + b, 'Sum');
const multiply = (a: number, b: number): number => safe(a * b, 'Line amount');
const sum = (values: readonly number[]): number => values.reduce(add, 0);
