/**
 * The security headers of the web server's answers (ADR 32). Pages get a Content-Security-Policy with a
 * per-response nonce (app/entry.server.tsx); every answer gets the rest (lib/middleware/security.server.ts).
 */

/** A fresh nonce for one page: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy a page runs under. Scripts: the shop's own files and the inline scripts React Router and React
 * render with this page's nonce (hydration data, the module entry, scroll restoration, streamed Suspense
 * content); never 'unsafe-inline'. Stylesheets: the shop's own files (and nonced elements). Style
 * attributes are allowed (`style-src-attr 'unsafe-inline'`): the server renders a few (the loading bar's
 * width, the banner's colours, category tile columns, and whatever the content editors' rich text carries),
 * and an attribute can set a style, not load a script or read the page. Images: the shop's own (product
 * images come through the /images proxy) and data: URIs (Bootstrap's form icons are data: SVGs in its CSS).
 * Fetches only to the shop's origin, no plugins, no framing by any site, forms only to the shop.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * For the web's answers that are not pages (redirects, form results, errors in plain text, data for client
 * navigation): nothing may load from them, and nobody may frame them.
 */
export const nonPageContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** HSTS: a year, subdomains of the shop's host included (helmet's default). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries; HSTS only when the shop's public address is https. */
export function securityHeaders({ https }: { https: boolean }): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (https) headers.push(['Strict-Transport-Security', strictTransportSecurity]);
  return headers;
}
