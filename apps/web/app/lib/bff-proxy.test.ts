import { describe, expect, it } from 'vitest';
import { forwardRequestHeaders, forwardResponseHeaders } from './bff-proxy.server.ts';

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
      clientUrl: new URL('http://shop.example/api/User/Login'),
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
