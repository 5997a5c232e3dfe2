import { z } from 'zod';
import { ProductKey } from './price.ts';
import { DeliveryDrop } from './product.ts';

/** Spec §3 'Cart line' and 'Calculated line'. Amounts are integers in minor units of the cart's currency. */

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
  /** Pieces in one unit of the line ('Pack of 5': 5); absent: 1. The basket counts pieces with it. */
  quantityPerUnit: z.number().int().positive().optional(),
  /** Media path below the media root (see product media), or null. */
  image: z.string().nullable(),
  stockKind: z.enum(['Stock', 'Preorder', 'FutureStock']),
  onSale: z.boolean(),
  /** The colour's preorder delivery drop (name in the catalogue, date), null without one (ADR 59). */
  deliveryDrop: DeliveryDrop.nullable().optional(),
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
