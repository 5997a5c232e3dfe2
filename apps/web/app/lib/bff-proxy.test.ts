import { endpoints } from '@shop/contracts/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardRequestHeaders, forwardResponseHeaders, proxyToApi } from './bff-proxy.server.ts';
import { isPassThroughPath, proxiedPaths, proxiedPrefixes } from './pass-through-paths.ts';

describe('BFF proxy headers', () => {
  it('drops hop-by-hop headers and cookies and adds the bearer token', () => {
    const incoming = new Headers({
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
      host: 'shop.example',
      cookie: 'shop_session=secret',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    const headers = forwardRequestHeaders(incoming, {
      token: 'tok',
      clientUrl: new URL('https://shop.example/api/x'),
      clientAddress: '203.0.113.9',
    });
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('connection')).toBeNull();
    expect(headers.get('host')).toBeNull();
    expect(headers.get('x-forwarded-proto')).toBe('https');
  });

  it('keeps a caller-supplied Authorization header when there is no session', () => {
    const headers = forwardRequestHeaders(new Headers({ authorization: 'Bearer own' }), {
      token: null,
      clientUrl: new URL('http://x/'),
      clientAddress: null,
    });
    expect(headers.get('authorization')).toBe('Bearer own');
  });

  it("states the client address as X-Forwarded-For, replacing the browser's own address claims", () => {
    const incoming = new Headers({
      'x-forwarded-for': '10.9.9.9, 198.51.100.1',
      forwarded: 'for=10.9.9.9',
      'x-real-ip': '10.9.9.9',
    });
    const headers = forwardRequestHeaders(incoming, {
      token: null,
      clientUrl: new URL(`http://shop.example${endpoints.user.login.path}`),
      clientAddress: '203.0.113.9',
    });
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers.get('forwarded')).toBeNull();
    expect(headers.get('x-real-ip')).toBeNull();
  });

  it('sends no address claim at all when the web server resolved none', () => {
    const headers = forwardRequestHeaders(new Headers({ 'x-forwarded-for': '10.9.9.9' }), {
      token: null,
      clientUrl: new URL('http://localhost:5173/api/x'),
      clientAddress: null,
    });
    expect(headers.get('x-forwarded-for')).toBeNull();
  });

  it('passes response headers through, every Set-Cookie included, minus encoding and length', () => {
    const incoming = new Headers([
      ['content-type', 'image/webp'],
      ['content-encoding', 'gzip'],
      ['content-length', '10'],
      ['transfer-encoding', 'chunked'],
      ['cache-control', 'public, max-age=60'],
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
    ]);
    const headers = forwardResponseHeaders(incoming);
    expect(headers.get('content-type')).toBe('image/webp');
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(headers.get('content-encoding')).toBeNull();
    expect(headers.get('transfer-encoding')).toBeNull();
    expect(headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });
});

describe('What the web server forwards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is every API path, the admin calls under /api/admin and the backoffice calls included', () => {
    for (const prefix of ['/api/', '/backoffice/api/', '/images/', '/files/', '/sitemap/']) {
      expect(proxiedPrefixes).toContain(prefix);
    }
    for (const path of ['/api/admin/Jobs', '/backoffice/api/Order/X', '/robots.txt', ...proxiedPaths]) {
      // Not a page: no login redirect, no locale cookie, no sales dashboard redirect.
      expect(isPassThroughPath(path)).toBe(true);
    }
    expect(isPassThroughPath('/backoffice')).toBe(false);
    expect(isPassThroughPath('/customer-center/orders')).toBe(false);
  });

  it('sends a backoffice or admin call on like any API call: bearer token, stated address, no cookies', async () => {
    const upstream = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
      Response.json({ ok: true }, { status: 201, headers: { 'set-cookie': 'api=1' } }),
    );
    vi.stubGlobal('fetch', upstream);
    for (const path of ['/backoffice/api/Ledger/Anything?x=1', '/api/admin/Jobs/Retry']) {
      upstream.mockClear();
      const request = new Request(`https://shop.example${path}`, {
        method: 'POST',
        headers: {
          cookie: 'shop_session=secret',
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.66',
        },
        body: JSON.stringify({ a: 1 }),
      });
      const response = await proxyToApi(request, {
        apiUrl: 'http://api.test',
        token: 'staff-token',
        clientAddress: '203.0.113.9',
      });
      expect(response.status).toBe(201);
      expect(response.headers.getSetCookie()).toEqual(['api=1']);
      const [target, init] = upstream.mock.calls[0]!;
      expect(String(target)).toBe(`http://api.test${path}`);
      expect(init?.method).toBe('POST');
      const headers = new Headers(init?.headers);
      expect(headers.get('authorization')).toBe('Bearer staff-token');
      expect(headers.get('cookie')).toBeNull();
      expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
      expect(headers.get('x-forwarded-host')).toBe('shop.example');
    }
  });
});
