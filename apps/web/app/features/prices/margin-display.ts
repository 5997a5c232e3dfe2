import { type LineMargin, lineMargin, type Margin, unitMargin } from '@shop/commerce';
import type { RetailPrice } from '@shop/contracts';

/** What a dealer reads beside a net price (ADR 59): the RRP and, in the same currency only, the margin. */
export type MarginView = { rrp: RetailPrice; margin: Margin | null };

/** One unit: the RRP against the net unit price (both without VAT); null without an RRP. */
export function unitMarginView(
  net: { amount: number; currencyCode: string },
  rrp: RetailPrice | null | undefined,
): MarginView | null {
  if (!rrp) return null;
  return { rrp, margin: unitMargin(net, rrp) };
}

/**
 * A cart line: the RRP of its quantity against its net line price (after the dealer's discounts); the margin
 * only when the RRP is in the line's currency (the shop has no exchange rates).
 */
export function lineMarginView(
  line: { netLinePrice: number; quantity: number; currencyCode: string },
  rrp: RetailPrice | null | undefined,
): { rrp: RetailPrice; margin: LineMargin | null } | null {
  if (!rrp) return null;
  const lineRrp = { amount: rrp.amount * line.quantity, currencyCode: rrp.currencyCode };
  if (rrp.currencyCode !== line.currencyCode) return { rrp: lineRrp, margin: null };
  const margin = lineMargin({
    netLinePrice: line.netLinePrice,
    retailUnitPrice: rrp.amount,
    quantity: line.quantity,
  });
  return { rrp: lineRrp, margin };
}

/** A margin rate in basis points as the page's language writes a percentage with one decimal. */
export function formatMarginRate(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(basisPoints / 10_000);
}
