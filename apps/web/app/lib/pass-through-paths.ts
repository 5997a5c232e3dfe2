/**
 * What the web server forwards to the API host (the BFF, lib/bff-proxy.server.ts): every path under these
 * prefixes, with every method. `/api/` includes the admin calls under `/api/admin/`; `/backoffice/api/` is
 * the backoffice's. All of them go through the same proxy, so they get the same protections: the session's
 * bearer token instead of the web's cookies, and the client address the web server resolved.
 */
export const proxiedPrefixes = ['/api/', '/backoffice/api/', '/images/', '/files/', '/sitemap/'] as const;

/** Single paths the web server forwards as well. */
export const proxiedPaths = ['/robots.txt'] as const;

/** True for the paths the BFF forwards to the API host (every method). */
export function isProxiedPath(pathname: string): boolean {
  return (
    (proxiedPaths as readonly string[]).includes(pathname) ||
    proxiedPrefixes.some((prefix) => pathname.startsWith(prefix))
  );
}

/** True for requests that are not page navigations: BFF proxy calls, logout and the health check. */
export function isPassThroughPath(pathname: string): boolean {
  return pathname === '/healthz' || pathname.startsWith('/session/') || isProxiedPath(pathname);
}
