import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The documentation UI (Swagger UI under /api/docs): a page with its own scripts and styles. */
export const docsPrefix = '/api/docs';

/**
 * What a JSON answer (and a file, an image, an error) may do when a browser opens it: load nothing, run
 * nothing, be framed by nobody.
 */
export const jsonContentSecurityPolicy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * The one inline style element Swagger UI (5.x, @fastify/swagger-ui 5.2.3) adds: the colours of its topbar
 * logo's SVG. Allowed by its hash; a newer Swagger UI with another one shows a violation in the docs test.
 */
const swaggerLogoStyleHash = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The docs page runs Swagger UI from its own files (no inline script: script-src 'self' only), fetches the
 * OpenAPI document and "Try it out" calls from the same origin, shows data: images, and may not be framed.
 * Swagger UI sets element styles from script, which style-src does not govern; style attributes in the
 * rendered descriptions are allowed, as on the shop's pages.
 */
export const docsContentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", swaggerLogoStyleHash],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The API host's security headers (ADR 31), with @fastify/helmet on every answer: nosniff, Referrer-Policy
 * strict-origin-when-cross-origin, X-Frame-Options DENY and frame-ancestors 'none', Cross-Origin-Opener-Policy
 * same-origin, Cross-Origin-Resource-Policy same-origin and `default-src 'none'` for JSON; the docs page gets
 * the policy its UI needs. A route that sets a header itself keeps its value (the media module's images and
 * files: their own policy and Cross-Origin-Resource-Policy same-site; the test gateway's page). HSTS (a year,
 * subdomains included, as the web server sends it) only when the shop's public address is https: the API is
 * reached through it, and a plain-http development setup must not be pinned to https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = new URL(publicUrl).protocol === 'https:';
  const options: FastifyHelmetOptions = {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: jsonContentSecurityPolicy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  // The docs' routes carry their policy in `config.helmet`, which helmet's onRequest hook merges over the
  // options above; added before any route is registered, so every docs route passes through it.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (url !== docsPrefix && !url.startsWith(`${docsPrefix}/`)) return;
    const helmetOverride = {
      contentSecurityPolicy: { useDefaults: false, directives: docsContentSecurityPolicy },
    } satisfies FastifyHelmetOptions;
    route.config = { ...(route.config ?? {}), helmet: helmetOverride } as typeof route.config;
  });
  await app.register(helmet, options);
}
