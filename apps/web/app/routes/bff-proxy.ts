import { visitorToken } from '../features/checkout/guest-session.server.ts';
import { proxyToApi } from '../lib/bff-proxy.server.ts';
import { clientAddress } from '../lib/client-address.server.ts';
import { env } from '../lib/env.server.ts';
import { sessionContext } from '../lib/middleware/request-context.ts';
import type { Route } from './+types/bff-proxy';

/**
 * /api/* (with /api/admin/*), /backoffice/api/*, /images/*, /files/*, /sitemap/* and /robots.txt (every
 * method; lib/pass-through-paths.ts) are forwarded to the API host with the session's
 * bearer token, or a guest's checkout token when nobody is logged in (features/checkout/guest-session), and
 * the client address the web server resolved as X-Forwarded-For (the API's rate limits go by it).
 */
function forward({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  return proxyToApi(request, {
    apiUrl: env.apiUrl,
    token: visitorToken(request, context.get(sessionContext).token),
    clientAddress: clientAddress(context),
  });
}

export function loader(args: Route.LoaderArgs) {
  return forward(args);
}

export function action(args: Route.ActionArgs) {
  return forward(args);
}
