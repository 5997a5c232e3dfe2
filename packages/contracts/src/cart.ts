import { z } from 'zod';
import { cartOrderTypes, checkoutOrderTypes, maxCartLines, maxLineQuantity } from './cart-constants.ts';
import { AreaInfo, CurrencyCode } from './common.ts';
import { ProductKey, requiredId } from './price.ts';

export { cartOrderTypes, checkoutOrderTypes, maxCartLines, maxLineQuantity } from './cart-constants.ts';

/**
 * Cart contracts (spec shop-front §3 'Cart', 'Cart line', 'Calculated line', 'Calculated cart', 'Cart summary
 * totals'; §7 cart calls). Amounts are integers in minor units of the cart's currency. Client-sent prices, totals
 * and customer numbers are never part of a request: the server decides them (unknown keys are stripped).
 */

/** Order types a cart can hold; Preorder and Stock are the checkout candidates (spec §3). */
export const CartOrderType = z.enum(cartOrderTypes, {
  error: (issue) =>
    issue.input === undefined
      ? 'orderType is required'
      : `Unknown orderType ${JSON.stringify(issue.input)}; expected one of ${cartOrderTypes.join(', ')}`,
});
export type CartOrderType = z.infer<typeof CartOrderType>;
export const CheckoutOrderType = z.enum(checkoutOrderTypes);
export type CheckoutOrderType = z.infer<typeof CheckoutOrderType>;

export const cartIdSchema = requiredId('cartId', 64);

export const Address = z.object({
  name: z.string().trim().min(1, 'name is required').max(120),
  address1: z.string().trim().min(1, 'address1 is required').max(120),
  address2: z.string().trim().max(120).nullable().default(null),
  postalCode: z.string().trim().min(1, 'postalCode is required').max(20),
  city: z.string().trim().min(1, 'city is required').max(80),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'countryCode must be a two-letter ISO code like DK'),
  email: z.email('email must be an e-mail address').max(200).nullable().default(null),
  phone: z.string().trim().max(40).nullable().default(null),
});
export type Address = z.infer<typeof Address>;

/** Spec §3 'Shipping method'. `fee` is minor units without VAT in the cart's currency. */
export const ShippingMethod = z.object({
  internalId: z.string(),
  name: z.string(),
  fee: z.number().int().nonnegative(),
  countryCode: z.string().nullable(),
  trackAndTrace: z.boolean(),
  extraInfo: z.object({ pickup: z.boolean(), currencyCode: CurrencyCode }),
});
export type ShippingMethod = z.infer<typeof ShippingMethod>;

export const MoneyPair = z.object({
  priceWithVat: z.number().int(),
  priceWithoutVat: z.number().int(),
});
export type MoneyPair = z.infer<typeof MoneyPair>;

export const Delivery = z.object({
  /** null = from stock on hand now; a date = when the goods become available. */
  date: z.string().nullable(),
  quantity: z.number().int().nonnegative(),
});

/** What a line shows without another product call (name, colour, size, image), in the cart's language. */
export const CartLineProduct = z.object({
  name: z.string(),
  number: z.string(),
  url: z.string(),
  colorCode: z.string(),
  colorName: z.string(),
  size: z.string(),
  unitName: z.string(),
  /** Media path below the media root (see product media), or null. */
  image: z.string().nullable(),
  stockKind: z.enum(['Stock', 'Preorder', 'FutureStock']),
  onSale: z.boolean(),
});

/** Spec §3 'Cart line' plus, once calculated, spec §3 'Calculated line'. */
export const CartLine = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  productKey: ProductKey,
  quantity: z.number().int(),
  text: z.string().nullable(),
  type: z.enum(['product', 'generated']),
  product: CartLineProduct.nullable(),
  unitPrice: MoneyPair.nullable(),
  netUnitPrice: MoneyPair.nullable(),
  linePrice: MoneyPair.nullable(),
  netLinePrice: MoneyPair.nullable(),
  deliveries: z.array(Delivery),
});
export type CartLine = z.infer<typeof CartLine>;

/** Spec §3 'Cart summary totals' (without VAT) with the matching quantities. */
export const CartSummaryTotals = z.object({
  subTotalWithoutVat: z.number().int(),
  totalPriceOfInStockWithoutVat: z.number().int(),
  totalPriceOfPreorderWithoutVat: z.number().int(),
  totalPriceOfInFutureStockWithoutVat: z.number().int(),
  totalPriceOfOnSaleWithoutVat: z.number().int(),
  totalPriceOfSummerShopWithoutVat: z.number().int(),
  totalQuantity: z.number().int(),
  totalQuantityOfInStock: z.number().int(),
  totalQuantityOfPreorder: z.number().int(),
  totalQuantityOfInFutureStock: z.number().int(),
  totalQuantityOfOnSale: z.number().int(),
  totalQuantityOfSummerShop: z.number().int(),
});
export type CartSummaryTotals = z.infer<typeof CartSummaryTotals>;

/** Spec §5 minimum order amounts, checked per order type on the calculated cart. */
export const MinimumOrderCheck = z.object({
  orderType: CheckoutOrderType,
  met: z.boolean(),
  messageKey: z
    .enum(['cart.minimumOrderAmountNotExceeded', 'cart.minimumSaleOrderAmountNotExceeded'])
    .nullable(),
  threshold: z.number().int(),
  amount: z.number().int(),
  saleThreshold: z.number().int(),
  saleAmount: z.number().int(),
});
export type MinimumOrderCheck = z.infer<typeof MinimumOrderCheck>;

/** Spec §3 'Calculated cart'. */
export const CartCalculation = z.object({
  discount: z.number().int(),
  totalPrice: MoneyPair,
  totalNetPrice: MoneyPair,
  shippingFee: MoneyPair,
  vat: z.number().int(),
  summary: CartSummaryTotals,
  /** Null for carts that are not Preorder/Stock or for anonymous carts (no minimums). */
  minimum: MinimumOrderCheck.nullable(),
  calculatedAt: z.string(),
});
export type CartCalculation = z.infer<typeof CartCalculation>;

export const Cart = z.object({
  cartId: z.string(),
  orderType: CartOrderType,
  currencyCode: CurrencyCode,
  lines: z.array(CartLine),
  shippingAddress: Address.nullable(),
  billingAddress: Address.nullable(),
  shippingMethod: ShippingMethod.nullable(),
  paymentMethod: z.string().nullable(),
  comment: z.string().nullable(),
  reference: z.string().nullable(),
  extraInfo: z.object({ draftId: z.string().nullable() }),
  /** Null until CalculateCart ran after the last change. */
  calculation: CartCalculation.nullable(),
  /** True once an order was created from the cart; any further change answers CartUsedInOrderException. */
  usedInOrder: z.boolean(),
  /** Increases with every change; lets a client drop answers older than one it already has. */
  version: z.number().int(),
});
export type Cart = z.infer<typeof Cart>;

export const CartResponse = z.object({ cart: Cart });
export type CartResponse = z.infer<typeof CartResponse>;

/** What spec §5 validation changed after calculation; the web shows the warning naming the order type. */
export const CartValidationChange = z.object({
  lineId: z.string(),
  productKey: ProductKey,
  kind: z.enum(['cut', 'removed']),
  from: z.number().int(),
  to: z.number().int(),
  reason: z.enum(['delivery', 'quantity', 'unit']),
});
export type CartValidationChange = z.infer<typeof CartValidationChange>;

export const CalculateCartResponse = z.object({
  cart: Cart,
  usingFallbackStrategy: z.boolean(),
  validationChanges: z.array(CartValidationChange),
});
export type CalculateCartResponse = z.infer<typeof CalculateCartResponse>;

// ---- request bodies (spec §7) ----

export const CreateCartBody = z.object({ area: AreaInfo, orderType: CartOrderType });
export const GetOrCreateCartBody = CreateCartBody;
export const GetCartByIdBody = z.object({ areaInfo: AreaInfo, id: cartIdSchema });
export const GetCartsBySearchBody = z.object({
  area: AreaInfo,
  orderTypes: z.array(CartOrderType).max(cartOrderTypes.length).optional(),
});
export const CartsResponse = z.object({ carts: z.array(Cart) });

const quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .max(maxLineQuantity, `quantity must be at most ${maxLineQuantity}`);

export const LineChange = z.object({
  /** The line to change; null/absent = find the line by productKey or add one. */
  lineId: z.string().max(64).nullable().default(null),
  productKey: ProductKey,
  /** ≤ 0 deletes the line (spec §4). */
  quantity,
});
export type LineChange = z.infer<typeof LineChange>;

export const AddOrUpdateLinesBody = z.object({
  area: AreaInfo,
  cartId: cartIdSchema,
  lines: z.array(LineChange).min(1, 'lines must hold at least one line').max(maxCartLines),
  /** true: the quantity replaces the line's; false: it is added to it. */
  overrideExistingQuantity: z.boolean().default(false),
});
export type AddOrUpdateLinesBody = z.infer<typeof AddOrUpdateLinesBody>;

export const DeleteLinesBody = z.object({
  area: AreaInfo,
  cartId: cartIdSchema,
  lines: z
    .array(
      z.object({ lineId: z.string().max(64).nullable().default(null), productKey: ProductKey.optional() }),
    )
    .min(1, 'lines must hold at least one line')
    .max(maxCartLines),
});
export const CartIdBody = z.object({ area: AreaInfo, cartId: cartIdSchema });
export const SetBillingAddressBody = CartIdBody.extend({ billingAddress: Address });
export const SetShippingBody = CartIdBody.extend({
  shippingAddress: Address,
  /** The internalId of one of GetShippingMethods' methods; fee and name come from the server. */
  shippingMethod: z.object({ internalId: requiredId('shippingMethod.internalId', 64) }),
});
export const SetOrderFieldsBody = CartIdBody.extend({
  comment: z.string().max(2000).nullable().default(null),
  reference: z.string().max(100).nullable().default(null),
});
/** SaveCart: the editable header fields of a cart in one call (lines go through AddOrUpdateLines). */
export const SaveCartBody = CartIdBody.extend({
  comment: z.string().max(2000).nullable().optional(),
  reference: z.string().max(100).nullable().optional(),
  paymentMethod: z.string().max(40).nullable().optional(),
});
export const ExportCartQuery = z.object({ Area: z.string().min(1), Id: cartIdSchema });

/** ImportCart's upload limits: the request is refused before reading more. */
export const maxImportFileBytes = 2 * 1024 * 1024;

/**
 * ImportCart as multipart/form-data fields (the web sends them as FormData). `area` is the AreaInfo as a JSON
 * string, like every other cart call's `area`; `overrideCart` is 'true' (the file replaces the cart's lines) or
 * 'false' (default: the file's quantities are added); `file` is the .xlsx (at most 2 MB).
 */
export const ImportCartBody = z.object({
  area: z
    .string({ error: 'area is required (AreaInfo as JSON)' })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.issues.push({
          code: 'custom',
          input: text,
          message: 'area must be JSON like {"areaId":"…","languageCode":"en"}',
        });
        return z.NEVER;
      }
    })
    .pipe(AreaInfo)
    .meta({ description: 'AreaInfo as a JSON string: {"areaId":"…","languageCode":"en"}' }),
  orderType: CartOrderType,
  overrideCart: z
    .enum(['true', 'false'], { error: "overrideCart must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  // Uint8Array, not Buffer: this module also runs in the browser. Node's Buffer is a Uint8Array.
  file: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, 'file is required: the .xlsx to import')
    .meta({ type: 'string', format: 'binary', description: 'The .xlsx workbook, at most 2 MB' }),
});
export type ImportCartBody = z.infer<typeof ImportCartBody>;

/** Result of ImportCart: the cart after import, or 400 with one message per bad row. */
export const ImportRowError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export const ImportCartError = z.object({
  message: z.string(),
  errorCode: z.string(),
  type: z.string(),
  rowErrors: z.array(ImportRowError),
});

export const GetShippingMethodsBody = z.object({ area: AreaInfo, cartId: cartIdSchema, address: Address });
export const ShippingMethodsResponse = z.object({ shippingMethods: z.array(ShippingMethod) });
export const GetAddressesBody = z.object({ areaInfo: AreaInfo });
export const CustomerAddress = Address.extend({
  id: z.string(),
  kind: z.enum(['shipping', 'billing']),
  isDefault: z.boolean(),
});
export const AddressesResponse = z.object({ addresses: z.array(CustomerAddress) });

/**
 * GetSalesContacts: who sells to the customer acted for, for the cart page's side column (spec §2 'a side
 * column with contacts and overview'). Sales persons are users with the impersonator role assigned to the
 * customer; `phone` is null while users have no phone number.
 */
export const GetSalesContactsBody = z.object({ areaInfo: AreaInfo });
export const SalesContact = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });
export type SalesContact = z.infer<typeof SalesContact>;
export const SalesContactsResponse = z.object({ contacts: z.array(SalesContact) });
export type SalesContactsResponse = z.infer<typeof SalesContactsResponse>;
