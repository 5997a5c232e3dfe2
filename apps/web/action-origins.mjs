/**
 * React Router refuses (400) a form post whose Origin is not the request's own origin. Behind a proxy that
 * ends TLS, without TRUST_PROXY, the web server sees `http://shop.example` while the browser sends
 * `Origin: https://shop.example`: the shop's own PUBLIC_URL (ADR 32), so its forms must be taken. The build's
 * `allowedActionOrigins` is fixed when it is built; PUBLIC_URL is known only when the server starts, so it is
 * added here. Other origins are still refused, here and by the security middleware (which compares the
 * whole origin, scheme and port included).
 */
export function withPublicUrlOrigin(build, publicUrl) {
  if (!publicUrl) return build;
  const { host } = new URL(publicUrl);
  // Unset in the config, the build says `false`.
  const built = Array.isArray(build.allowedActionOrigins) ? build.allowedActionOrigins : [];
  return { ...build, allowedActionOrigins: [...built, host] };
}
