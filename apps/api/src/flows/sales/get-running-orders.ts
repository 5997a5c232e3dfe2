import type { GetRunningOrdersBody, GetRunningOrdersResponse } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { findRunningOrders } from './running-orders.ts';
import { pageInfo, salesPage } from './sales-paging.ts';
import { salesScope } from './sales-scope.ts';

/** GetRunningOrders (ADR 46): a page of the assigned customers' running orders, newest first. */
export async function getRunningOrders(
  ctx: Ctx,
  body: GetRunningOrdersBody,
): Promise<GetRunningOrdersResponse> {
  const scope = salesScope(ctx);
  const page = salesPage(body);
  const { orders, truncated } = await findRunningOrders(ctx, scope, {
    ...(body.customerNumber === undefined ? {} : { customerNumbers: [body.customerNumber] }),
    ...(body.orderType === undefined ? {} : { orderType: body.orderType }),
  });
  return {
    orders: orders.slice(page.skip, page.skip + page.take),
    ...pageInfo(page, orders.length),
    truncated,
  };
}
