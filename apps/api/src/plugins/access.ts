import { type Access, type Endpoint, isCustomerScoped } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountDeactivated, forbidden, priceViewNotActing, unauthorized } from '../lib/app-error.ts';
import type { AuthState } from '../lib/auth-state.ts';

/** Who may call a route: declared by its endpoint definition (see `Access` in packages/contracts). */
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The definition the route was registered from (lib/route.ts). */
    endpoint?: Endpoint;
  }
}

/** Paths under these prefixes are ours and must come from a definition; documentation UI assets are public. */
const guardedPrefixes = ['/api', '/backoffice', '/images', '/files', '/sitemap', '/health'];
const publicPrefixes = ['/api/docs'];

export function isAllowed(access: Access, auth: AuthState): boolean {
  switch (access) {
    case 'anonymous':
      return true;
    case 'visitor':
      return auth.kind === 'anonymous' || auth.kind === 'user';
    case 'user':
      return auth.kind === 'user';
    case 'customer':
      return auth.kind === 'user' && auth.customerNumber !== null;
    case 'impersonator':
      return auth.kind === 'user' && auth.roles.includes('impersonator');
    case 'proposal':
      return auth.kind === 'user' && auth.roles.includes('proposal');
    case 'backoffice':
      return auth.kind === 'user' && auth.roles.includes('B2B Manager');
    case 'feed':
      // Only a machine's key reads the feeds: a user's token (staff too) is refused, and a key reads nothing else.
      return auth.kind === 'feedKey' && auth.scopes.includes('feeds');
    case 'erp':
      // The ERP's inbound calls (ADR 87): a key of the `erp` kind only; a feed key is refused, and it reads no feed.
      return auth.kind === 'feedKey' && auth.scopes.includes('erp');
  }
}

/**
 * The customer calls open to staff viewing a customer's prices without acting for them (ADR 82): the prices.
 * Every other customer call would act in the customer's name, and answers 403 `price-view.not-acting`.
 */
const priceViewReads: ReadonlySet<string> = new Set([endpoints.price.getPricesByCustomer.operationId]);

/** The customer whose prices the caller views without acting for them (ADR 82), or null. */
function viewedCustomerNumber(auth: AuthState): string | null {
  return auth.kind === 'user' ? (auth.priceViewCustomer?.customerNumber ?? null) : null;
}

/**
 * Whether the caller acts for a customer that has been deactivated since the token was issued (the profile is
 * read with the token on every request, so a deactivation counts from the next call on).
 */
export function actsForDeactivatedCustomer(auth: AuthState): boolean {
  return auth.kind === 'user' && auth.customer?.active === false;
}

export function registerAccessControl(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (publicPrefixes.some((prefix) => url.startsWith(prefix))) {
      route.config = { ...(route.config ?? {}), access: route.config?.access ?? 'anonymous' };
      return;
    }
    // Every call of ours comes from its definition (lib/route.ts), which carries the access rule: a route
    // registered by hand would have neither a contract nor a rule, so the app refuses to start.
    if (guardedPrefixes.some((prefix) => url.startsWith(prefix)) && !route.config?.endpoint?.access) {
      throw new Error(
        `Route ${String(route.method)} ${url} is not registered from an endpoint definition (lib/route.ts), so it declares no access rule`,
      );
    }
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'anonymous') return;
    const auth = request.auth;
    if (auth.kind === 'none') throw unauthorized();
    const viewed = viewedCustomerNumber(auth);
    if (viewed !== null && access === 'customer') {
      if (priceViewReads.has(request.routeOptions.config.endpoint?.operationId ?? '')) return;
      throw priceViewNotActing(viewed);
    }
    if (!isAllowed(access, auth)) throw forbidden();
    // Spec §4: a deactivated customer's user is logged out. Every call made for a customer refuses them here,
    // in one place, rather than in each handler; `user` calls (GetUser) still answer, with `active: false`.
    if (isCustomerScoped(access) && actsForDeactivatedCustomer(auth)) throw accountDeactivated();
  });
}
