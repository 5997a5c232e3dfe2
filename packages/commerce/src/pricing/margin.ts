import { roundMinor } from '../money.ts';

/**
 * A dealer's margin: what the recommended retail price (RRP, excluding VAT) leaves over the dealer's net price.
 * Amounts are integer minor units; the rate is in basis points (1 % = 100), rounded once, half away from zero.
 * Margins are only computed when the RRP and the net price are in the same currency: the shop has no exchange
 * rates, so a dealer buying in EUR with a DKK RRP sees the RRP without a margin (null).
 */
export type Margin = { amount: number; basisPoints: number };

/** The margin rate of a net amount against a retail amount (both excl. VAT, same currency); null without RRP. */
export function marginRate(netAmount: number, retailAmount: number): number | null {
  if (retailAmount <= 0) return null;
  return roundMinor(((retailAmount - netAmount) * 10_000) / retailAmount);
}

/** The margin of one unit: RRP excl. VAT against the net unit price; null when it cannot be computed. */
export function unitMargin(
  net: { amount: number; currencyCode: string },
  retail: { amount: number; currencyCode: string } | null,
): Margin | null {
  if (!retail || retail.currencyCode !== net.currencyCode) return null;
  const basisPoints = marginRate(net.amount, retail.amount);
  if (basisPoints === null) return null;
  return { amount: retail.amount - net.amount, basisPoints };
}

export type MarginLine = {
  /** The line's net price excl. VAT (after the dealer's discounts), minor units. */
  netLinePrice: number;
  /** The RRP excl. VAT of one unit of the line's unit of measure, or null when there is none. */
  retailUnitPrice: number | null;
  quantity: number;
};

export type LineMargin = Margin & { retailLinePrice: number };

/** A line's RRP total and margin; null when the line has no RRP. */
export function lineMargin(line: MarginLine): LineMargin | null {
  if (line.retailUnitPrice === null) return null;
  const retailLinePrice = line.retailUnitPrice * line.quantity;
  const basisPoints = marginRate(line.netLinePrice, retailLinePrice);
  if (basisPoints === null) return null;
  return { amount: retailLinePrice - line.netLinePrice, basisPoints, retailLinePrice };
}

export type MarginTotals = LineMargin & { netTotal: number };

/**
 * The margin over the lines that have an RRP (lines without one are left out of both sides, so the rate is not
 * diluted). The total margin is exactly the sum of the lines' margins; null when no line has an RRP.
 */
export function marginTotals(lines: readonly MarginLine[]): MarginTotals | null {
  let retailTotal = 0;
  let netTotal = 0;
  let counted = 0;
  for (const line of lines) {
    const margin = lineMargin(line);
    if (!margin) continue;
    retailTotal += margin.retailLinePrice;
    netTotal += line.netLinePrice;
    counted++;
  }
  if (counted === 0) return null;
  const basisPoints = marginRate(netTotal, retailTotal);
  if (basisPoints === null) return null;
  return { amount: retailTotal - netTotal, basisPoints, retailLinePrice: retailTotal, netTotal };
}
