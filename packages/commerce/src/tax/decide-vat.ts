import { defaultVatRateBasisPoints } from '../money.ts';
import { euStandardVatRates, isEuCountry } from './eu-vat-rates.ts';
import type { VatNoteKey } from './vat-notes.ts';
import { normalizeVatNumber, vatNumberProblem } from './vat-number.ts';

/**
 * The VAT of a sale by the shop, a Danish seller (docs/decisions/0067-tax-rules-of-a-danish-seller.md). One
 * decision covers every line and the shipping fee of an order: all goods are clothes at the standard rate, and
 * transport charged by the seller follows the goods it carries (Art. 78(b) Council Directive 2006/112/EC).
 */
export const sellerCountryCode = 'DK';

/** A dealer buys as a business; a visitor (anonymous shopper) as a consumer. */
export type VatBuyer = 'business' | 'consumer';

export type VatInput = {
  buyer: VatBuyer;
  /**
   * ISO 3166 alpha-2 code of the country the goods go to; null while not known (a visitor before checkout). For
   * a business's EXW pickup: the country the business is established in and takes the goods to.
   */
  deliveryCountryCode: string | null;
  /** The buyer collects the goods at the seller's warehouse in Denmark (EXW pickup). */
  pickup: boolean;
  /** The business's VAT number as stored on the customer; ignored for consumers. */
  vatNumber: string | null;
};

/** Which rule applied: what documents and the prices switch explain. */
export type VatKind = 'domestic' | 'reverse-charge' | 'export' | 'one-stop-shop';

/** Why a `domestic` decision charges Danish VAT (null for the other kinds). */
export type DomesticReason =
  | 'delivery-in-denmark'
  | 'pickup-in-denmark'
  | 'no-valid-vat-number'
  | 'delivery-country-not-known';

export type VatDecision = {
  kind: VatKind;
  /** The rate of every line and of the shipping fee, in basis points (2500 = 25 %, 2550 = 25.5 %). */
  rateBasisPoints: number;
  /** The country whose VAT is charged (DK, or the consumer's country under the One-Stop-Shop); null at 0 %. */
  taxCountryCode: string | null;
  /** The legal text every document of the sale must carry, or null when VAT is charged. */
  noteKey: VatNoteKey | null;
  domesticReason: DomesticReason | null;
};

const danish = (reason: DomesticReason): VatDecision => ({
  kind: 'domestic',
  rateBasisPoints: euStandardVatRates.DK,
  taxCountryCode: sellerCountryCode,
  noteKey: null,
  domesticReason: reason,
});

/**
 * The rules, in order:
 * 1. A consumer's EXW pickup: handed over in Denmark, a Danish supply (Art. 31/32) — 25 %. Neither the
 *    One-Stop-Shop (goods not dispatched by the seller) nor export (Art. 147 is a refund scheme) applies.
 * 2. Delivery country not known yet: the spec's default 1.25.
 * 3. Delivery (or a business's pickup) in Denmark: 25 %.
 * 4. Goods going outside the EU: an export, 0 % (Art. 146(1)(a); for a business's own transport from a pickup,
 *    Art. 146(1)(b)), for businesses and consumers alike.
 * 5. A business in another member state with a well-formed VAT number of that state: 0 %, reverse charge
 *    (Art. 138(1) — by the seller's or the buyer's own transport —, 196); without one, Danish 25 %.
 * 6. A consumer in another member state: that state's standard rate (One-Stop-Shop, Art. 33).
 * A business's zero-rated pickup needs the seller to hold the proof that the goods left Denmark (ADR 67).
 * Throws a RangeError for a country code that is not two capital letters (a data error, never a guess).
 */
export function decideVat(input: VatInput): VatDecision {
  const country = input.deliveryCountryCode;
  if (country !== null && !/^[A-Z]{2}$/.test(country)) {
    throw new RangeError(`deliveryCountryCode must be an ISO 3166 alpha-2 code, got ${country}`);
  }
  if (input.pickup && input.buyer === 'consumer') return danish('pickup-in-denmark');
  if (country === null) {
    return { ...danish('delivery-country-not-known'), rateBasisPoints: defaultVatRateBasisPoints };
  }
  if (country === sellerCountryCode)
    return danish(input.pickup ? 'pickup-in-denmark' : 'delivery-in-denmark');
  if (!isEuCountry(country)) {
    return {
      kind: 'export',
      rateBasisPoints: 0,
      taxCountryCode: null,
      noteKey: 'tax.exportNote',
      domesticReason: null,
    };
  }
  if (input.buyer === 'business') {
    const number = input.vatNumber === null ? '' : normalizeVatNumber(input.vatNumber);
    if (number === '' || vatNumberProblem(number, country) !== null) return danish('no-valid-vat-number');
    return {
      kind: 'reverse-charge',
      rateBasisPoints: 0,
      taxCountryCode: null,
      noteKey: 'tax.reverseChargeNote',
      domesticReason: null,
    };
  }
  return {
    kind: 'one-stop-shop',
    rateBasisPoints: euStandardVatRates[country],
    taxCountryCode: country,
    noteKey: null,
    domesticReason: null,
  };
}
