import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { ensureGuestToken, guestCookieName, visitorToken } from './guest-session.server.ts';

const request = (cookie?: string) =>
  new Request('http://shop.test/ecom/checkout', { headers: cookie ? { cookie } : {} });

/** The anonymous visitor's call (the request's session call), with the address the web server resolved. */
const visitorCallWith = (fetch: unknown, forwardedFor: string | null = null) =>
  createApiClient({
    baseUrl: 'http://api',
    token: null,
    forwardedFor,
    fetch: fetch as typeof globalThis.fetch,
  });

describe('ensureGuestToken', () => {
  it('issues a not-logged-in token into an httpOnly cookie when the browser has none', async () => {
    const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    const fetch = vi.fn(async (_url: URL | string, _init?: RequestInit) =>
      Response.json({ token: 'tok_guest_123456789012345', tokenType: 'Bearer', expiresAt }),
    );
    const { token, setCookie } = await ensureGuestToken(request(), visitorCallWith(fetch, '203.0.113.9'));
    expect(token).toBe('tok_guest_123456789012345');
    expect(new URL(String(fetch.mock.calls[0]?.[0])).pathname).toBe(
      pathOf(endpoints.user.generateNotLoggedInToken),
    );
    // Issuing is rate-limited per client: the API must see the visitor's address, not the web server's.
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-Forwarded-For': '203.0.113.9' });
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    expect(setCookie).toMatch(
      new RegExp(`^${guestCookieName}=tok_guest_123456789012345; Path=/; Max-Age=86\\d{3}`),
    );
    expect(setCookie).toContain('HttpOnly');
  });

  it('keeps the token the browser already has', async () => {
    const fetch = vi.fn();
    const result = await ensureGuestToken(request(`${guestCookieName}=kept`), visitorCallWith(fetch));
    expect(result).toEqual({ token: 'kept', setCookie: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails loudly when the API refuses to issue one', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ message: 'Too many requests', errorCode: 'rate-limited', type: 'X' }, { status: 429 }),
    );
    await expect(ensureGuestToken(request(), visitorCallWith(fetch))).rejects.toMatchObject({
      status: 429,
    });
  });
});

describe('visitorToken', () => {
  it("prefers the logged-in session's token over a guest's", () => {
    expect(visitorToken(request(`${guestCookieName}=guest`), 'session')).toBe('session');
    expect(visitorToken(request(`${guestCookieName}=guest`), null)).toBe('guest');
    expect(visitorToken(request(), null)).toBeNull();
  });
});
