import { hash, verify } from '@node-rs/argon2';
import { decideVat } from '@shop/commerce';
import type { Customer, Role, User } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { accountDeactivated, unauthorized } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { type CustomerProfile, loadCustomerProfile } from '../customer/index.ts';
import { type IssuedToken, issueToken, revokeOtherTokens, revokeTokenHash } from './token.service.ts';
import { users } from './user.tables.ts';

/** Verified against when the username is unknown, so both failures cost the same time. */
const dummyHash = hash('timing-equaliser-not-a-password');

/** A customer as the User answer shows it. */
/**
 * The customer's VAT decision for their own country (ADR 67), the rate the prices switch shows: the one rule of
 * @shop/commerce, as a cart with no delivery address chosen yet decides it. A business's pickup decides by the
 * same country, so the shipment method does not change the rate.
 */
function customerVat(profile: CustomerProfile): Customer['vat'] {
  const decision = decideVat({
    buyer: 'business',
    deliveryCountryCode: profile.countryCode,
    pickup: false,
    vatNumber: profile.vatNumber,
  });
  return { rateBasisPoints: decision.rateBasisPoints, kind: decision.kind };
}

function toCustomer(profile: CustomerProfile): Customer {
  const { priceGroupCode, ...rest } = profile;
  return { ...rest, priceGroup: priceGroupCode, vat: customerVat(profile) };
}

/** The customer of the answer: the one the token acts for is in the ctx already. */
async function customerOf(ctx: Ctx, customerNumber: string): Promise<Customer | null> {
  const profile =
    ctx.customer?.customerNumber === customerNumber
      ? ctx.customer
      : await loadCustomerProfile(ctx.db, customerNumber);
  return profile ? toCustomer(profile) : null;
}

/**
 * The user as the shop sees them. While a sales user impersonates, customerNumber and customer are the
 * impersonated customer's and extraInfo.impersonatorName is the sales user's name.
 */
export async function describeUser(
  ctx: Ctx,
  userId: string,
  actingCustomerNumber: string | null,
): Promise<User> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  const customerNumber = actingCustomerNumber ?? row.customerNumber;
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    customerNumber,
    roles: row.roles as Role[],
    // A sales user acting for a customer acts with All (ADR 41); their own row's scope is for their own customer.
    permissionScope: actingCustomerNumber ? 'All' : row.permissionScope,
    customer: customerNumber ? await customerOf(ctx, customerNumber) : null,
    extraInfo: { impersonatorName: actingCustomerNumber ? row.name : null },
  };
}

/** Log in with username and password. Unknown user and wrong password fail alike: 401 'Unauthorized'. */
export async function login(
  ctx: Ctx,
  credentials: { username: string; password: string },
): Promise<{ user: User } & IssuedToken> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      active: users.active,
      customerNumber: users.customerNumber,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, credentials.username.trim().toLowerCase()));
  const passwordOk = await verify(row?.passwordHash ?? (await dummyHash), credentials.password);
  if (!row || !passwordOk || !row.active) throw unauthorized();
  // Only after the password: a guesser learns nothing about the account (spec §4, ADR 37).
  const customer = row.customerNumber ? await loadCustomerProfile(ctx.db, row.customerNumber) : null;
  if (customer?.active === false) throw accountDeactivated();
  const issued = await issueToken(ctx.db, {
    kind: 'user',
    userId: row.id,
    ttlHours: ctx.config.tokenTtlHours,
    now: ctx.now,
  });
  // What the company's users list shows as "last login" (GetUsers).
  await ctx.db.update(users).set({ lastLoginAt: ctx.now }).where(eq(users.id, row.id));
  return { user: await describeUser(ctx, row.id, null), ...issued };
}

/** The calling user; the access rule 'user' has already made sure there is one. */
export async function getCurrentUser(ctx: Ctx): Promise<User> {
  if (!ctx.user) throw unauthorized();
  const user = await describeUser(ctx, ctx.user.id, ctx.impersonator ? ctx.customerNumber : null);
  // Staff viewing a customer's prices (ADR 82) act for nobody; the shop prices and formats as that customer.
  const priceViewCustomer = ctx.priceView ? toCustomer(ctx.priceView.customer) : null;
  // A session editing a proposal draft has the proposal role (spec §4) and names the draft (ADR 47).
  if (!ctx.draft)
    return {
      ...user,
      extraInfo: { ...user.extraInfo, draftId: null, draftCurrencyCode: null, priceViewCustomer },
    };
  const roles = user.roles.includes('proposal') ? user.roles : [...user.roles, 'proposal' as const];
  const { id: draftId, currencyCode: draftCurrencyCode } = ctx.draft;
  return { ...user, roles, extraInfo: { ...user.extraInfo, draftId, draftCurrencyCode, priceViewCustomer } };
}

/** Revokes the token the call was made with; 0 when it was not live (logging out twice is no error). */
export async function logout(ctx: Ctx): Promise<{ revokedTokens: number }> {
  const { token } = ctx;
  if (!token || token.kind === 'feedKey') return { revokedTokens: 0 };
  return { revokedTokens: await revokeTokenHash(ctx.db, token.hash, ctx.now) };
}

/** Revokes every live token of the calling user (the sales user's own while impersonating). */
export async function logoutEverywhere(ctx: Ctx): Promise<{ revokedTokens: number }> {
  if (!ctx.user) throw unauthorized();
  return { revokedTokens: await revokeOtherTokens(ctx, ctx.user.id, null) };
}

/** A token for an anonymous visitor (guest checkout, local cart turned server cart). */
export function generateNotLoggedInToken(ctx: Ctx): Promise<IssuedToken> {
  return issueToken(ctx.db, { kind: 'anonymous', userId: null, ttlHours: 24, now: ctx.now });
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}
