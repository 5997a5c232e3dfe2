import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@shop/contracts/endpoints';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('passes response headers through as the API sent them, every Set-Cookie included', () => {
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
    // The body goes on as it came: its encoding and length still hold; the framing is the connection's.
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(headers.get('content-length')).toBe('10');
    expect(headers.get('transfer-encoding')).toBeNull();
    expect(headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });
});

type Call = { url: string; method: string; headers: IncomingHttpHeaders; bodyBytes: number };

/**
 * A stand-in API host on a loopback port: records each call (with how many body bytes reached it) and
 * answers with `answer`, after the whole body by default.
 */
async function startApi(answer: (req: IncomingMessage, res: ServerResponse) => void = defaultAnswer) {
  const calls: Call[] = [];
  const server = createServer((req, res) => {
    const call: Call = { url: req.url ?? '', method: req.method ?? '', headers: req.headers, bodyBytes: 0 };
    calls.push(call);
    req.on('data', (chunk: Buffer) => {
      call.bodyBytes += chunk.byteLength;
    });
    answer(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => server.close() };
}

function defaultAnswer(req: IncomingMessage, res: ServerResponse) {
  req.on('end', () => {
    res.setHeader('set-cookie', ['api=1', 'other=2']);
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
}

/** A body of `total` bytes in 256 KB chunks, sent without a length. */
function chunkedBody(total: number) {
  const chunk = new Uint8Array(256 * 1024);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < total; sent += chunk.byteLength) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('What the web server forwards', () => {
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  afterEach(() => api?.close());

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
    api = await startApi();
    for (const path of ['/backoffice/api/Ledger/Anything?x=1', '/api/admin/Jobs/Retry']) {
      api.calls.length = 0;
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
        apiUrl: api.url,
        token: 'staff-token',
        clientAddress: '203.0.113.9',
      });
      expect(response.status).toBe(201);
      expect(response.headers.getSetCookie()).toEqual(['api=1', 'other=2']);
      expect(await response.json()).toEqual({ ok: true });
      const [call] = api.calls;
      expect(call?.url).toBe(path);
      expect(call?.method).toBe('POST');
      expect(call?.headers.authorization).toBe('Bearer staff-token');
      expect(call?.headers.cookie).toBeUndefined();
      expect(call?.headers['x-forwarded-for']).toBe('203.0.113.9');
      expect(call?.headers['x-forwarded-host']).toBe('shop.example');
    }
  });

  it('streams the body on with its declared length, so the API host can refuse it from the length alone', async () => {
    api = await startApi();
    const request = new Request(`https://shop.example${endpoints.cart.createCart.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '13', expect: '100-continue' },
      body: '{"name":"ab"}',
    });
    const response = await proxyToApi(request, { apiUrl: api.url, token: null, clientAddress: null });
    expect(response.status).toBe(201);
    expect(api.calls[0]?.headers['content-length']).toBe('13');
    expect(api.calls[0]?.headers.expect).toBeUndefined();
    expect(api.calls[0]?.bodyBytes).toBe(13);
  });

  it("passes the API's answer on when the API answers before it has read the body", async () => {
    // An API that answers before reading the body (Fastify does over a limit) must not turn into a 502.
    api = await startApi((_req, res) => {
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end('{"errorCode":"FST_ERR_CTP_BODY_TOO_LARGE"}');
    });
    const request = new Request(`https://shop.example${endpoints.cart.createCart.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(900 * 1024) },
      body: chunkedBody(900 * 1024),
      duplex: 'half',
    } as RequestInit);
    const response = await proxyToApi(request, { apiUrl: api.url, token: null, clientAddress: null });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errorCode: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it("stops a body sent without a length once it passes the route's limit, and answers 413 itself", async () => {
    api = await startApi();
    const request = new Request(`https://shop.example${endpoints.cart.createCart.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunkedBody(8 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    const response = await proxyToApi(request, { apiUrl: api.url, token: null, clientAddress: null });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errorCode: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    // The API host got no more than its limit (here nothing: the body was over it before the call went out).
    expect(api.calls.every((call) => call.bodyBytes <= 1024 * 1024)).toBe(true);
  });

  it('answers 502 when the API host is not there', async () => {
    api = await startApi();
    api.close();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const request = new Request('https://shop.example/api/Anything', { method: 'POST', body: '{}' });
    const response = await proxyToApi(request, { apiUrl: api.url, token: null, clientAddress: null });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ errorCode: 'BadGateway' });
  });
});
