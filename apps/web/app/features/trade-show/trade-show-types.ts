import type { CheckoutOrderType, CurrencyCode, QuickOrderProblem } from '@shop/contracts';

/**
 * What the trade-show page keeps on the device (IndexedDB, trade-show-db.ts; ADR 91). Money is in minor units of
 * `currencyCode`, as the API answers it.
 */

/** A colour of a saved style: its picture, the basket its lines go into, the customer's price, its sizes. */
export type SavedColor = {
  code: string;
  name: string;
  /** Media path of its first picture (saved at tile size); null without one. */
  image: string | null;
  /** The variant its price is asked for (the storefront's key: the colour's first variant). */
  firstVariantId: string;
  /** The basket the shop's rule picks for it when saved (`orderTypeForColor`); null: not orderable. */
  orderType: CheckoutOrderType | null;
  /** The customer's net price of one unit, without VAT; null when the customer has none. */
  price: number | null;
  /** The sizes it is made in, in the style's size order. */
  sizes: Array<{ size: string; variantId: string }>;
};

export type SavedStyle = {
  id: string;
  name: string;
  number: string;
  brand: string;
  /** The unit the grid counts in: the style's first (`CU`, or a pack for a style sold only in packs). */
  unitId: string;
  currencyCode: CurrencyCode | null;
  /** Every size of the style, in order (the grid's columns). */
  sizes: string[];
  colors: SavedColor[];
  /** Lower-cased name, number, brand and colour names, without accents: what the on-device search reads. */
  searchText: string;
};

/** What was saved, for whom and when. */
export type SavedSeason = {
  customerNumber: string;
  languageCode: string;
  /** The seasons saved (code and name); every season of the catalogue is the whole catalogue. */
  seasons: Array<{ code: string; name: string }>;
  savedAt: string;
  styleCount: number;
  /** Styles found; more than `styleCount` when the whole catalogue was cut at its cap. */
  foundCount: number;
  pictureCount: number;
  /** The styles' ids in the order they were saved (the catalogue's order). */
  styleIds: string[];
};

/** A line entered on the device, waiting to be sent; `batchId` is set once it is part of a send. */
export type SavedLine = {
  id: string;
  customerNumber: string;
  productId: string;
  productName: string;
  productNumber: string;
  variantId: string;
  colorCode: string;
  colorName: string;
  size: string;
  unitId: string;
  quantity: number;
  /** The basket it was saved for (the colour's basket when saved). */
  orderType: CheckoutOrderType;
  price: number | null;
  /** The key its price was saved under: the colour's first variant. */
  priceVariantId: string;
  currencyCode: CurrencyCode | null;
  savedAt: string;
  batchId: string | null;
};

/**
 * One send of one style's lines (Cart/AddGridLines): its request id is stored before the call, so a send
 * repeated after a lost answer or a closed tab carries the same id and the shop adds it once (ADR 77).
 */
export type SendBatch = {
  requestId: string;
  customerNumber: string;
  productId: string;
  unitId: string;
  /** The lines in the order of the call's cells (row n of the answer is lineIds[n - 1]). */
  lineIds: string[];
};

/** The name of a line as the dealer reads it. */
export type LineName = { name: string; color: string; size: string };

/** What the shop did differently from what was saved, found when the lines were sent. */
export type SentChange =
  | { kind: 'stock' | 'limit'; line: LineName; asked: number; added: number }
  | { kind: 'refused'; line: LineName; problem: QuickOrderProblem }
  | { kind: 'basket'; line: LineName; basket: CheckoutOrderType; expected: CheckoutOrderType }
  | { kind: 'price'; line: LineName; before: number; now: number; currencyCode: CurrencyCode }
  | { kind: 'no-price'; line: LineName; before: number; currencyCode: CurrencyCode };

/** The last send: how many lines went and what changed (kept on the device until the next send). */
export type SendReport = { customerNumber: string; sentAt: string; sentLines: number; changes: SentChange[] };
