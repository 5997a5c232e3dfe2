import type { Role, User } from '@shop/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { appError, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { loadCustomerProfile } from '../customer/index.ts';
import { getCurrentUser } from './user.service.ts';
import { authTokens, salesPersonCustomers } from './user.tables.ts';

/*
 * Staff view the shop with a customer's prices without acting for them (ADR 82). The customer is a property of
 * the session token (auth_tokens.price_view_customer_number), read with the token on every call: prices,
 * currency and stock volumes follow it (`pricedCustomer`), while the caller acts for nobody, so every call in a
 * customer's name refuses (plugins/access.ts, the cart's owner). Unlike acting for a customer it changes no
 * right of the token, so the token is kept and only its row is updated; nothing is written for the customer,
 * so nothing is audited.
 */

/** Whose roles let them view a customer's prices: staff (B2B Manager) and sales people (impersonator). */
export function mayViewPrices(roles: readonly Role[]): boolean {
  return roles.includes('B2B Manager') || roles.includes('impersonator');
}

type Viewer = { userId: string; staff: boolean; tokenHash: string };

function viewer(ctx: Ctx): Viewer {
  const { user, token } = ctx;
  if (!user || token?.kind !== 'user') throw unauthorized();
  if (!mayViewPrices(user.roles)) throw forbidden();
  return { userId: user.id, staff: user.roles.includes('B2B Manager'), tokenHash: token.hash };
}

/** Whether the sales person is assigned the customer: the same rule as acting for it (ADR 45). */
async function isAssigned(ctx: Ctx, userId: string, customerNumber: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: salesPersonCustomers.userId })
    .from(salesPersonCustomers)
    .where(
      and(eq(salesPersonCustomers.userId, userId), eq(salesPersonCustomers.customerNumber, customerNumber)),
    )
    .limit(1);
  return row !== undefined;
}

async function setPriceView(ctx: Ctx, tokenHash: string, customerNumber: string | null): Promise<void> {
  const updated = await ctx.db
    .update(authTokens)
    .set({ priceViewCustomerNumber: customerNumber })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, ctx.now),
      ),
    )
    .returning({ tokenHash: authTokens.tokenHash });
  // The token ended between the auth check and here (a logout in another tab).
  if (updated.length === 0) throw unauthorized();
}

/**
 * StartPriceView: the session shows the customer's prices from the next call on. Staff may view any customer,
 * a sales person only an assigned one (403 for another, as for an unknown one: they learn nothing of customers
 * not theirs); refused while acting for a customer or editing a draft, and for a deactivated customer.
 */
export async function startPriceView(ctx: Ctx, body: { customerNumber: string }): Promise<User> {
  const caller = viewer(ctx);
  if (ctx.customerNumber !== null || ctx.draft !== null)
    throw appError(
      'price-view.while-acting',
      'Stop acting for a customer (or editing a proposal draft) before viewing prices as another customer',
    );
  const customer = await loadCustomerProfile(ctx.db, body.customerNumber);
  const allowed =
    customer !== null && (caller.staff || (await isAssigned(ctx, caller.userId, customer.customerNumber)));
  if (!customer || !allowed) {
    if (caller.staff) throw notFound(`No customer ${body.customerNumber}`);
    throw forbidden();
  }
  if (!customer.active)
    throw appError(
      'price-view.customer-inactive',
      `Customer ${customer.customerNumber} is deactivated and has no prices to view`,
    );
  await setPriceView(ctx, caller.tokenHash, customer.customerNumber);
  return getCurrentUser({ ...ctx, priceView: { customer } });
}

/** StopPriceView: back to the prices a visitor sees. */
export async function stopPriceView(ctx: Ctx): Promise<User> {
  const caller = viewer(ctx);
  await setPriceView(ctx, caller.tokenHash, null);
  return getCurrentUser({ ...ctx, priceView: null });
}
