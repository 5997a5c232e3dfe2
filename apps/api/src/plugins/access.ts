import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import type { AuthState } from './auth.ts';

/**
 * Who may call a route. Every route declares one in `config.access`; registering a route without it fails
 * at startup, so a forgotten rule can never ship.
 * - anonymous: anyone; visitor: any valid token (a not-logged-in visitor's or a user's)
 * - user: a logged-in user; customer: a user acting for a customer (own or impersonated)
 * - impersonator / proposal: sales roles; backoffice: staff with the B2B Manager role
 */
export type Access =
  | 'anonymous'
  | 'visitor'
  | 'user'
  | 'customer'
  | 'impersonator'
  | 'proposal'
  | 'backoffice';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Paths under these prefixes are ours and must declare access; documentation UI assets are public. */
const guardedPrefixes = ['/api', '/backoffice', '/images', '/files', '/sitemap', '/health'];
const publicPrefixes = ['/api/docs'];

export function isAllowed(access: Access, auth: AuthState): boolean {
  switch (access) {
    case 'anonymous':
      return true;
    case 'visitor':
      return auth.kind !== 'none';
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
  }
}

export function registerAccessControl(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (publicPrefixes.some((prefix) => url.startsWith(prefix))) {
      route.config = { ...(route.config ?? {}), access: route.config?.access ?? 'anonymous' };
      return;
    }
    if (guardedPrefixes.some((prefix) => url.startsWith(prefix)) && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${url} declares no access rule (config.access)`);
    }
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'anonymous') return;
    const auth = request.auth;
    if (auth.kind === 'none') throw unauthorized();
    if (!isAllowed(access, auth)) throw forbidden();
  });
}
