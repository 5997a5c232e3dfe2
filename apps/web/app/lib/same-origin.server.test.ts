import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, isStateChanging } from './same-origin.server.ts';

const shop = 'https://shop.example';

function request(method: string, headers: Record<string, string> = {}) {
  return new Request(`${shop}/session/logout`, { method, headers });
}

describe('The same-origin check', () => {
  it('applies to POST, PUT, PATCH and DELETE only', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'patch'].every(isStateChanging)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isStateChanging)).toBe(false);
    expect(isCrossSiteRequest(request('GET', { Origin: 'https://evil.example' }))).toBe(false);
  });

  it("refuses a write whose Origin is another site's", () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isCrossSiteRequest(request(method, { Origin: 'https://evil.example' }))).toBe(true);
    }
    // Same host, other scheme or port: another origin.
    expect(isCrossSiteRequest(request('POST', { Origin: 'http://shop.example' }))).toBe(true);
    expect(isCrossSiteRequest(request('POST', { Origin: 'https://shop.example:8443' }))).toBe(true);
    // Another origin wins over what Sec-Fetch-Site claims.
    const both = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' };
    expect(isCrossSiteRequest(request('POST', both))).toBe(true);
  });

  it("takes a write from the request's own origin or a trusted one (PUBLIC_URL behind a proxy)", () => {
    expect(isCrossSiteRequest(request('POST', { Origin: shop }))).toBe(false);
    const behindProxy = new Request('http://127.0.0.1:3000/session/logout', {
      method: 'POST',
      headers: { Origin: shop },
    });
    expect(isCrossSiteRequest(behindProxy)).toBe(true);
    expect(isCrossSiteRequest(behindProxy, [shop])).toBe(false);
  });

  it('without an Origin (or with Origin: null) goes by Sec-Fetch-Site, refusing cross-site', () => {
    expect(isCrossSiteRequest(request('POST', { 'Sec-Fetch-Site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(request('POST', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }))).toBe(
      true,
    );
    expect(isCrossSiteRequest(request('POST', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }))).toBe(
      false,
    );
    expect(isCrossSiteRequest(request('POST', { 'Sec-Fetch-Site': 'same-site' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST', { 'Sec-Fetch-Site': 'none' }))).toBe(false);
  });

  it('lets a request from no browser through (neither header), but not a bare Origin: null', () => {
    expect(isCrossSiteRequest(request('POST'))).toBe(false);
    expect(isCrossSiteRequest(request('POST', { Origin: 'null' }))).toBe(true);
  });
});
