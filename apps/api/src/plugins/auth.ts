import type { Role } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthState } from '../lib/auth-state.ts';
import { feedKeyOf, findLiveFeedKey } from '../modules/feeds/index.ts';
import { draftCurrency } from '../modules/proposal/index.ts';
import { findLiveToken, mayViewPrices } from '../modules/user/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
  }
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

export async function resolveAuth(db: Db, header: string | undefined, now: Date): Promise<AuthState> {
  const token = bearerToken(header);
  if (!token) return { kind: 'none' };
  const owner = await findLiveToken(db, token, now);
  if (!owner) return { kind: 'none' };
  if (owner.kind === 'anonymous' || !owner.userId) return { kind: 'anonymous', tokenHash: owner.tokenHash };
  const impersonating = owner.actingCustomerNumber !== null;
  if (owner.draftId !== null) {
    const roles = owner.roles as Role[];
    return {
      kind: 'user',
      tokenHash: owner.tokenHash,
      userId: owner.userId,
      roles: roles.includes('proposal') ? roles : [...roles, 'proposal'],
      customerNumber: null,
      impersonatorUserId: null,
      permissionScope: 'All',
      customer: null,
      draftId: owner.draftId,
      draftCurrencyCode: await draftCurrency(db, owner.draftId),
    };
  }
  const roles = owner.roles as Role[];
  return {
    kind: 'user',
    tokenHash: owner.tokenHash,
    userId: owner.userId,
    roles,
    customerNumber: impersonating ? owner.actingCustomerNumber : owner.customerNumber,
    impersonatorUserId: impersonating ? owner.userId : null,
    permissionScope: impersonating ? 'All' : owner.permissionScope,
    customer: owner.customer,
    // Only while acting for nobody, and only for a user whose roles still allow it (ADR 82).
    priceViewCustomer:
      !impersonating && owner.customerNumber === null && mayViewPrices(roles)
        ? owner.priceViewCustomer
        : null,
  };
}

/**
 * A feed key's caller (`Authorization: ApiKey <key>`, or `X-Api-Key` without an Authorization header), or
 * none when the key is unknown or revoked. Null when the request sends no key: it is then a token's.
 */
async function resolveFeedKey(
  db: Db,
  headers: { authorization?: string; 'x-api-key'?: string | string[] },
  now: Date,
): Promise<AuthState | null> {
  const sendsKey =
    /^\s*ApiKey\s/i.test(headers.authorization ?? '') || (!headers.authorization && !!headers['x-api-key']);
  if (!sendsKey) return null;
  const secret = feedKeyOf(headers);
  const key = secret ? await findLiveFeedKey(db, secret, now) : null;
  return key ? { kind: 'feedKey', keyId: key.id, scopes: key.scopes } : { kind: 'none' };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (request) => {
    const now = new Date();
    request.auth =
      (await resolveFeedKey(app.db, request.headers, now)) ??
      (request.headers.authorization
        ? await resolveAuth(app.db, request.headers.authorization, now)
        : { kind: 'none' });
  });
}
