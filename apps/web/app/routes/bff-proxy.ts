import { proxyToApi } from '../lib/bff-proxy.server.ts';
import { env } from '../lib/env.server.ts';
import { sessionContext } from '../lib/middleware/request-context.ts';
import type { Route } from './+types/bff-proxy';

/** /api/*, /images/*, /files/*, /sitemap/* (every method) are forwarded to the API host. */
export function loader({ request, context }: Route.LoaderArgs) {
  return proxyToApi(request, env.apiUrl, context.get(sessionContext).token);
}

export function action({ request, context }: Route.ActionArgs) {
  return proxyToApi(request, env.apiUrl, context.get(sessionContext).token);
}
