import { redirect } from 'react-router';
import { isPassThroughPath } from '../pass-through-paths.ts';
import { salesManagerRedirect } from '../sales-manager-rule.ts';
import type { Middleware } from './middleware-chain.ts';
import { sessionContext } from './request-context.ts';

/** Sends an idle sales user (not impersonating, no draft) to the sales dashboard with a 302. */
export const handleSalesManagerMiddleware: Middleware = ({ request, context }, next) => {
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET' || isPassThroughPath(pathname)) return next();
  const target = salesManagerRedirect(context.get(sessionContext).user, pathname);
  if (target) throw redirect(target, 302);
  return next();
};
