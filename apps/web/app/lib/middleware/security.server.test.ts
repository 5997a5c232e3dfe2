import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { nonPageContentSecurityPolicy } from '../security-headers.server.ts';
import type { Middleware } from './middleware-chain.ts';
import { securityMiddleware } from './security.server.ts';

const shop = 'http://shop.example';

/** Runs the middleware on `request`; `answer` is what the rest of the chain would answer. */
async function run(request: Request, answer: () => Response = () => new Response('ok')) {
  const next = vi.fn(async () => answer());
  const response = await securityMiddleware(
    { request, context: {}, params: {} } as unknown as Parameters<Middleware>[0],
    next,
  );
  return { response: response as Response, reachedRoute: next.mock.calls.length > 0 };
}

const post = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  new Request(`${shop}${path}`, { method: 'POST', ...init });

describe('The security middleware', () => {
  it('refuses a cross-site logout with 403 before any route sees it', async () => {
    const { response, reachedRoute } = await run(
      post('/session/logout', { headers: { Origin: 'https://evil.example' } }),
    );
    expect(response.status).toBe(403);
    expect(reachedRoute).toBe(false);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('refuses a cross-site call to the API pass-through with the API’s 403 shape', async () => {
    const request = new Request(`${shop}${endpoints.cart.createCart.path}`, {
      method: 'PATCH',
      headers: { 'Sec-Fetch-Site': 'cross-site', Cookie: 'shop_session=secret' },
    });
    const { response, reachedRoute } = await run(request);
    expect(response.status).toBe(403);
    expect(reachedRoute).toBe(false);
    expect(await response.json()).toMatchObject({ errorCode: 'Forbidden', type: 'ForbiddenException' });
  });

  it('lets the shop’s own writes through', async () => {
    const { response, reachedRoute } = await run(post('/session/logout', { headers: { Origin: shop } }));
    expect(response.status).toBe(200);
    expect(reachedRoute).toBe(true);
  });

  it('refuses a form body declared over 64 KB with 413, and one sent in chunks with 411, unread', async () => {
    const big = await run(post('/session/logout', { headers: { 'Content-Length': String(64 * 1024 + 1) } }));
    expect(big.response.status).toBe(413);
    expect(big.reachedRoute).toBe(false);
    const chunked = await run(post('/login', { headers: { 'Transfer-Encoding': 'chunked' } }));
    expect(chunked.response.status).toBe(411);
    expect(chunked.reachedRoute).toBe(false);
    const small = await run(post('/session/logout', { headers: { 'Content-Length': '11' } }));
    expect(small.reachedRoute).toBe(true);
  });

  it('refuses an API call declared over 1 MB with the API’s own 413, and lets the proxy count a chunked one', async () => {
    const path = endpoints.cart.createCart.path;
    const big = await run(post(path, { headers: { 'Content-Length': String(1024 * 1024 + 1) } }));
    expect(big.response.status).toBe(413);
    expect(await big.response.json()).toMatchObject({ errorCode: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    const chunked = await run(post(path, { headers: { 'Transfer-Encoding': 'chunked' } }));
    expect(chunked.reachedRoute).toBe(true);
  });

  it('gives every web answer the security headers, and a policy that allows nothing unless a page set its own', async () => {
    const { response } = await run(new Request(`${shop}/`), () => Response.redirect(`${shop}/login`, 302));
    expect(response.status).toBe(302);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(response.headers.get('Content-Security-Policy')).toBe(nonPageContentSecurityPolicy);
    // HSTS only when PUBLIC_URL is https (not in the unit tests).
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();

    const page = await run(
      new Request(`${shop}/`),
      () => new Response('<html></html>', { headers: { 'Content-Security-Policy': "script-src 'nonce-x'" } }),
    );
    expect(page.response.headers.get('Content-Security-Policy')).toBe("script-src 'nonce-x'");
  });

  it('keeps what the API set on a proxied answer and adds only what is missing, no policy', async () => {
    const { response } = await run(
      new Request(`${shop}/images/x.webp`),
      () => new Response('', { headers: { 'Referrer-Policy': 'no-referrer' } }),
    );
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });
});
