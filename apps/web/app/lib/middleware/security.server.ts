import { errorCatalogue } from '@shop/contracts';
import { bodyLimitFor, bodyTooLarge, declaredBodyLength, isChunked } from '../body-limits.server.ts';
import { env } from '../env.server.ts';
import { isProxiedPath } from '../pass-through-paths.ts';
import { isCrossSiteRequest } from '../same-origin.server.ts';
import { nonPageContentSecurityPolicy, securityHeaders } from '../security-headers.server.ts';
import type { Middleware } from './middleware-chain.ts';

const noStore = { 'Cache-Control': 'no-store' };

function crossSiteRefused(proxied: boolean): Response {
  const message = 'Cross-site request refused';
  if (!proxied) return new Response(`Forbidden: ${message}`, { status: 403, headers: noStore });
  const code = 'Forbidden';
  return Response.json(
    { message, errorCode: code, type: errorCatalogue[code].type },
    { status: 403, headers: noStore },
  );
}

/**
 * The answer to a request the web server refuses before any route sees it, or null to go on:
 * - 403 to a state-changing request a browser sent from another site (lib/same-origin.server.ts);
 * - 413 to a body that declares more bytes than its route takes (lib/body-limits.server.ts), without reading
 *   it; 411 to a body sent in chunks, without a length, to a page or form: browsers always declare the
 *   length of a form, and only the proxy streams (and counts) a body it cannot measure first.
 */
export function refusal(request: Request, pathname: string, proxied: boolean): Response | null {
  const trusted = env.publicOrigin ? [env.publicOrigin] : [];
  if (isCrossSiteRequest(request, trusted)) return crossSiteRefused(proxied);
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const length = declaredBodyLength(request);
  if (length !== null && !(length <= bodyLimitFor(pathname))) return bodyTooLarge(pathname);
  if (!proxied && isChunked(request)) {
    return new Response('Length Required', { status: 411, headers: noStore });
  }
  return null;
}

/**
 * Adds the security headers to an answer. The web's own answers get them all; a page brings its own
 * Content-Security-Policy with its nonce (app/entry.server.tsx), anything else gets one that allows nothing.
 * What the proxy passes on from the API host keeps the headers the API set and gets the missing ones, except
 * a policy: the API host decides what its pages (the test gateway, its documentation) may load.
 */
export function withSecurityHeaders(response: Response, proxied: boolean): Response {
  // A Response made by Response.redirect() or fetch() has immutable headers: copy it first.
  let answer = response;
  try {
    answer.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    answer = new Response(response.body, response);
  }
  for (const [name, value] of securityHeaders({ https: env.https })) {
    if (!proxied || !answer.headers.has(name)) answer.headers.set(name, value);
  }
  if (!proxied && !answer.headers.has('Content-Security-Policy')) {
    answer.headers.set('Content-Security-Policy', nonPageContentSecurityPolicy);
  }
  return answer;
}

/**
 * First in every request's chain (root route): refuses cross-site writes and oversized bodies before the
 * session is even read, and adds the security headers to whatever the request ends with.
 */
export const securityMiddleware: Middleware = async ({ request }, next) => {
  const { pathname } = new URL(request.url);
  const proxied = isProxiedPath(pathname);
  const answer = refusal(request, pathname, proxied) ?? (await next());
  discardUnreadBody(request);
  return withSecurityHeaders(answer, proxied);
};

/**
 * A body nobody read (a refused request, a route with no action) is read to its end and dropped, never kept.
 * Left unread, it stays on the connection: the client's next request on it is never read, and the server
 * resets the connection when it times out (the client sees ECONNRESET instead of its answer).
 */
function discardUnreadBody(request: Request): void {
  if (!request.body || request.bodyUsed) return;
  request.body.pipeTo(new WritableStream()).catch(() => {
    // The client went away.
  });
}
