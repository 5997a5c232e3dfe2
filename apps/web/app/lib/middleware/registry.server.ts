import { authMiddleware } from './auth.server.ts';
import { handleSalesManagerMiddleware } from './handle-sales-manager.server.ts';
import { i18nMiddleware } from './i18n.server.ts';
import { type Middleware, resolveMiddleware } from './middleware-chain.ts';
import { securityMiddleware } from './security.server.ts';

/**
 * Every route middleware by the name routes use for it (spec §6: auth, handle-sales-manager, i18n; and
 * security, which refuses cross-site writes and oversized bodies and adds the security headers, ADR 32).
 */
export const middlewareRegistry: Readonly<Record<string, Middleware>> = {
  security: securityMiddleware,
  auth: authMiddleware,
  'handle-sales-manager': handleSalesManagerMiddleware,
  i18n: i18nMiddleware,
};

export function namedMiddleware(names: readonly string[]): Middleware[] {
  return resolveMiddleware(middlewareRegistry, names);
}
