import { z } from 'zod';
import { AreaInfo, CurrencyCode, LookupTemplate } from './common.ts';
import { ProductKey, requiredId } from './price.ts';

export const ProductVariant = z.object({ id: z.string(), colorCode: z.string(), size: z.string() });
export type ProductVariant = z.infer<typeof ProductVariant>;

/**
 * A prepack of the product (issue 33, ADR 90): a named size run sold as a unit, e.g. 'Size run 1-2-2-1'. `sizes`
 * holds the pieces of each size in one pack, in the product's size order; sizes not listed have none. The size
 * grid offers it as a curve; the basket holds a line per size and colour.
 */
export const ProductPrepack = z.object({
  code: z.string(),
  name: z.string(),
  sizes: z.array(z.object({ size: z.string(), quantity: z.number().int().positive() })),
});
export type ProductPrepack = z.infer<typeof ProductPrepack>;

export const ProductUnit = z.object({
  unitId: z.string(),
  name: z.string(),
  /** Pieces in one unit ('Pack of 5': 5; the single unit CU: 1). Absent from older answers: count 1. */
  quantityPerUnit: z.number().int().positive().optional(),
});
export type ProductUnit = z.infer<typeof ProductUnit>;

/**
 * A retail (RRP) price of the product in the visitor's currency, minor units without VAT. The row with
 * `variantId` null is the product-level price of that unit; a variant has its own row only where its price
 * differs (a sale colour, with `beforePrice`). Price of variant v in unit u = row (v, u) ?? row (null, u).
 */
export const ProductUnitPrice = z.object({
  unitId: z.string(),
  variantId: z.string().nullable(),
  price: z.number().int().nonnegative(),
  beforePrice: z.number().int().nonnegative().nullable(),
  currencyCode: CurrencyCode,
});
export type ProductUnitPrice = z.infer<typeof ProductUnitPrice>;

export const stockLevels = ['out-of-stock', 'few-in-stock', 'in-stock'] as const;

/**
 * Stock at location B2B (the only one the shop counts), summed per variant, unit and arrival day.
 * `availableDate` null is on hand now; a date is future stock arriving that day. `level` is spec §4's
 * stock level of `volume`.
 */
export const ProductStock = z.object({
  unitId: z.string(),
  variantId: z.string(),
  volume: z.number().int(),
  availableDate: z.string().nullable(),
  locationId: z.string(),
  level: z.enum(stockLevels),
});
export type ProductStock = z.infer<typeof ProductStock>;

export const ProductMedia = z.object({
  /** Path below the media root; the web builds `/images/…` URLs from it. */
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const DeliveryDrop = z.object({ code: z.string(), name: z.string(), availableDate: z.string() });

/** One colour of a product (spec §3 colour fields), in the asked language. */
export const ProductColor = z.object({
  /** The colour's name, e.g. 'Rose' / 'Rosa'. */
  colorName: z.string(),
  /** Product and colour, e.g. 'Ruffle dress - Rose'; used as title and image alt text. */
  name: z.string(),
  media: z.array(ProductMedia),
  /** `/images/svg/singlecolor/<hex>`. */
  swatchImage: z.string(),
  /** On-hand stock at B2B exists in some size. */
  hasStock: z.boolean(),
  firstVariantId: z.string(),
  isPreview: z.boolean(),
  outphasing: z.boolean(),
  essential: z.boolean(),
  allowPresale: z.boolean(),
  allowStockOrder: z.boolean(),
  seasonDescription: z.string(),
  onSale: z.boolean(),
  topSeller: z.boolean(),
  heroProduct: z.boolean(),
  keyProduct: z.boolean(),
  giveawayApplicable: z.boolean(),
  /** The preorder delivery drop the colour ships in; null for stock goods. */
  deliveryDrop: DeliveryDrop.nullable(),
});
export type ProductColor = z.infer<typeof ProductColor>;

/** Spec §3 'Product', in one language. URLs are without the language prefix. */
export const Product = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  number: z.string(),
  description: z.string(),
  specifications: z.object({ brand: z.string() }),
  /** Category ids, the primary category first. */
  categories: z.array(z.string()),
  primaryColor: z.string(),
  /** In colour order, then size order. */
  variants: z.array(ProductVariant),
  /** The single unit `CU` first, then packs. */
  units: z.array(ProductUnit),
  unitPrices: z.array(ProductUnitPrice),
  /** Its prepacks in their order (ADR 90); absent or empty when it has none. */
  prepacks: z.array(ProductPrepack).optional(),
  /** Only for a logged-in, active customer; empty for everyone else. */
  stocks: z.array(ProductStock),
  /**
   * What B2B stock says of each size (by variant id), for everyone and without volumes (issue 28): pieces on
   * hand now, only arriving later, or nothing to deliver. Sizes of colours made to order say 'none' too.
   */
  sizeStock: z.record(z.string(), z.enum(['on-hand', 'arriving', 'none'])).optional(),
  /** Keyed by colour code, in colour order. */
  colors: z.record(z.string(), ProductColor),
});
export type Product = z.infer<typeof Product>;

/**
 * Body of GetProductsByIds (`endpoints.product`). `lookupTemplate` is accepted for the spec's callers and
 * does not change the answer (every template gets the full product). Colours with no stock that cannot be
 * presold are left out unless `includeOutOfStockColors` is true.
 */
export const GetProductsByIdsBody = z.object({
  area: AreaInfo,
  lookupTemplate: LookupTemplate.optional(),
  ids: z
    .array(requiredId('id', 100))
    .min(1, 'ids must hold at least one id')
    .max(200, 'ids may hold at most 200 ids'),
  includeOutOfStockColors: z.boolean().default(false),
});
export type GetProductsByIdsBody = z.infer<typeof GetProductsByIdsBody>;

/** Found products keyed by id, in the order asked; unknown ids are left out (404 when none is found). */
export const GetProductsByIdsResponse = z.object({ items: z.record(z.string(), Product) });
export type GetProductsByIdsResponse = z.infer<typeof GetProductsByIdsResponse>;

/**
 * Why a variant cannot be ordered now, first match wins: `not-found` (no such variant or unit),
 * `outphased` (outphasing colour with nothing on hand), `out-of-stock` (nothing on hand or arriving and
 * no presale), `no-price` (the caller has no price for it).
 */
export const unavailableReasons = ['not-found', 'outphased', 'out-of-stock', 'no-price'] as const;
export const UnavailableReason = z.enum(unavailableReasons);
export type UnavailableReason = z.infer<typeof UnavailableReason>;

/** A product key naming a variant. */
export const VariantKey = ProductKey.extend({ variantId: requiredId('variantId', 150) });

/**
 * Body of GetUnavailableProducts (`endpoints.product`): the lines of a cart (`cartId`) or a list of keys
 * (`productKeys`); at least one of the two.
 */
export const GetUnavailableProductsBody = z
  .object({
    area: AreaInfo,
    cartId: requiredId('cartId', 100).optional(),
    productKeys: z
      .array(VariantKey)
      .min(1, 'productKeys must hold at least one key')
      .max(200, 'productKeys may hold at most 200 keys')
      .optional(),
  })
  .refine((body) => body.cartId !== undefined || body.productKeys !== undefined, {
    message: 'cartId or productKeys is required',
    path: ['productKeys'],
  });
export type GetUnavailableProductsBody = z.infer<typeof GetUnavailableProductsBody>;

/** Spec §3: unavailable products keyed by productId, then variantId; available variants are left out. */
export const GetUnavailableProductsResponse = z.object({
  products: z.record(z.string(), z.record(z.string(), UnavailableReason)),
});
export type GetUnavailableProductsResponse = z.infer<typeof GetUnavailableProductsResponse>;
