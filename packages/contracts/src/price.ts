import { z } from 'zod';
import { currencyCodes } from './constants.ts';

/** A currency the shop sells in; anything else is refused with a message naming the code sent. */
export const KnownCurrencyCode = z.enum(currencyCodes, {
  error: (issue) =>
    issue.input === undefined
      ? 'currencyCode is required'
      : `Unknown currency ${JSON.stringify(issue.input)}; expected one of ${currencyCodes.join(', ')}`,
});

/** A required id: missing, empty and wrong-typed values get messages naming the field. */
export const requiredId = (name: string, maxLength: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a string`),
    })
    .min(1, `${name} is required`)
    .max(maxLength, `${name} is longer than ${maxLength} characters`);

/** Spec §3 'Product key'. `variantId` null (or left out) asks for the product-level price. */
export const ProductKey = z.object({
  productId: requiredId('productId', 100),
  variantId: requiredId('variantId', 150).nullable().default(null),
  unitOfMeasure: requiredId('unitOfMeasure', 20),
});
export type ProductKey = z.infer<typeof ProductKey>;

/** The web asks in batches of 10 (spec §9); 100 leaves room for server-side callers. */
export const maxPriceKeysPerRequest = 100;

/**
 * Body of GetPrices and GetPricesByCustomer (`endpoints.price`). Every key is priced for
 * quantity 1: quantity breaks apply in the cart calculation, where quantities are known.
 * - GetPrices: retail (RRP) prices. Anonymous callers get `currencyCode` (default EUR); a logged-in customer
 *   gets their retail currency (rrpCurrencyCode, else their currency) and `currencyCode` is ignored.
 * - GetPricesByCustomer: the acting customer's net prices in their own currency and price group;
 *   `currencyCode` is ignored (never trusted from the client).
 */
export const GetPricesBody = z.object({
  currencyCode: KnownCurrencyCode.optional(),
  products: z
    .array(ProductKey)
    .min(1, 'products must hold at least one product key')
    .max(maxPriceKeysPerRequest, `products may hold at most ${maxPriceKeysPerRequest} product keys`),
});
export type GetPricesBody = z.infer<typeof GetPricesBody>;

/** Amounts in minor units of the answer's currency, without VAT. */
export const Price = z.object({
  /** The list price. */
  unitPrice: z.number().int().nonnegative(),
  /** The price after the customer's line discount (equal to unitPrice without one). */
  netUnitPrice: z.number().int().nonnegative(),
  /** The "was" price of a sale, above unitPrice; null when not on sale. */
  beforePrice: z.number().int().nonnegative().nullable(),
});
export type Price = z.infer<typeof Price>;

/**
 * The recommended retail price (RRP) of one unit, minor units without VAT, in the customer's retail currency
 * (rrpCurrencyCode, else their currency; spec §9): what GetPrices answers the same customer (ADR 59).
 */
export const RetailPrice = z.object({
  amount: z.number().int().nonnegative(),
  currencyCode: KnownCurrencyCode,
});
export type RetailPrice = z.infer<typeof RetailPrice>;

/**
 * Spec §3 'Price result'. GetPricesByCustomer adds `retailPrice` (null when the key has no retail price), so a
 * dealer's tiles show net price, RRP and margin from one answer (ADR 59); GetPrices leaves it out.
 */
export const PriceResult = z.object({
  productKey: ProductKey,
  price: Price,
  currencyCode: KnownCurrencyCode,
  retailPrice: RetailPrice.nullable().optional(),
});
export type PriceResult = z.infer<typeof PriceResult>;

/**
 * One result per distinct key asked that has a price, in the order asked. A key without a price is left
 * out; the web marks it failed (spec §8).
 */
export const GetPricesResponse = z.object({
  prices: z.array(PriceResult),
  currencyCode: KnownCurrencyCode,
});
export type GetPricesResponse = z.infer<typeof GetPricesResponse>;
