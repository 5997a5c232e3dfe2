import type { LanguageCode, Order } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { nameLinesIn } from '../catalog/index.ts';
import { shippingMethodName } from '../shipping/index.ts';

/**
 * The order as a reader in `languageCode` sees it (ADR 80): its lines name products, colours and units from the
 * catalogue in that language and the shipping method by its name there, whatever language the order was placed
 * in; a product no longer in the catalogue keeps the name stored with the line. One statement for all lines.
 */
export async function orderInLanguage<O extends Order>(
  ctx: Pick<Ctx, 'db'>,
  order: O,
  languageCode: LanguageCode,
): Promise<O> {
  const lines = await nameLinesIn(ctx, languageCode, order.lines);
  const methodName = shippingMethodName(order.shippingMethod.internalId, languageCode);
  return {
    ...order,
    lines,
    shippingMethod: methodName ? { ...order.shippingMethod, name: methodName } : order.shippingMethod,
  };
}
