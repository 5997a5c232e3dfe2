/** The methods that change something: a browser sends them with the user's cookies from any site (ADR 32). */
const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return stateChangingMethods.has(method.toUpperCase());
}

/**
 * True when a browser sent this state-changing request from another site (cross-site request forgery).
 *
 * The Origin header decides when the browser names one: it must be the request's own origin or one of
 * `trustedOrigins` (the shop's PUBLIC_URL, which differs from the request's own behind a TLS-terminating
 * proxy). A browser sends `Origin: null` from a sandboxed frame, or from a page whose referrer policy is
 * `no-referrer` (the test gateway's page); then, and when there is no Origin at all, `Sec-Fetch-Site` decides,
 * and only `cross-site` is refused. A request with neither header comes from no browser (a server, a script,
 * curl): it carries no cookies a browser attached on its own, so it is not forgery; an `Origin: null` with
 * no `Sec-Fetch-Site` is refused, since a browser sent it and cannot say from where.
 */
export function isCrossSiteRequest(request: Request, trustedOrigins: readonly string[] = []): boolean {
  if (!isStateChanging(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== 'null') {
    return origin !== new URL(request.url).origin && !trustedOrigins.includes(origin);
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'cross-site';
  return origin === 'null';
}
