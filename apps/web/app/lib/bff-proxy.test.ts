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
    const headers = forwardRequestHeaders(incoming, 'tok', new URL('https://shop.example/api/x'));
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('connection')).toBeNull();
    expect(headers.get('host')).toBeNull();
    expect(headers.get('x-forwarded-proto')).toBe('https');
  });

  it('keeps a caller-supplied Authorization header when there is no session', () => {
    const headers = forwardRequestHeaders(
      new Headers({ authorization: 'Bearer own' }),
      null,
      new URL('http://x/'),
    );
    expect(headers.get('authorization')).toBe('Bearer own');
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
