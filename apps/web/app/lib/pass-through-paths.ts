/** Paths the web server forwards to the API host unchanged (plus the web's own session endpoint). */
export const proxiedPrefixes = ['/api/', '/images/', '/files/', '/sitemap/'] as const;

/** True for requests that are not page navigations: BFF proxy calls, logout and the health check. */
export function isPassThroughPath(pathname: string): boolean {
  return (
    pathname === '/healthz' ||
    pathname === '/robots.txt' ||
    pathname.startsWith('/session/') ||
    proxiedPrefixes.some((prefix) => pathname.startsWith(prefix))
  );
}
