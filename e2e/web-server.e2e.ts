import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { languageCodes, localizePath, pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../apps/web/access-log.mjs';
import { parseTrustProxy } from '../apps/web/server.mjs';
import { repoRoot } from '../scripts/servers.mjs';
import { startRecordingApi, startWeb, stopWeb, type WebServer } from './support/web-process.ts';

/** The answer to a GET with this Accept-Encoding, its body as sent (not decoded). */
function rawAnswer(url: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'Accept-Encoding': encoding } });
    request.on('response', async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      resolve({ headers: response.headers, body: Buffer.concat(chunks) });
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * The built web server (apps/web/server.mjs, ADR 0020) in front of a stand-in API host that records what
 * reaches it: which client address the API is told, whatever the client claims.
 */
const spoofed = {
  'X-Forwarded-For': '198.51.100.66',
  Forwarded: 'for=198.51.100.66',
  'X-Real-IP': '198.51.100.66',
};

describe('The web server', () => {
  let api: Awaited<ReturnType<typeof startRecordingApi>>;
  let web: WebServer;

  beforeAll(async () => {
    api = await startRecordingApi();
    web = await startWeb(api.url);
  });

  afterAll(async () => {
    if (web) await stopWeb(web);
    api?.close();
  });

  it("tells the API host the socket's address, not the X-Forwarded-For a client sends itself", async () => {
    api.received.length = 0;
    const tokenPath = pathOf(endpoints.user.generateNotLoggedInToken);
    const response = await fetch(`${web.url}${tokenPath}`, { method: 'POST', headers: spoofed });
    expect(response.status).toBe(200);
    const [forwarded] = api.received;
    expect(forwarded?.url).toBe(tokenPath);
    expect(forwarded?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded?.headers.forwarded).toBeUndefined();
    expect(forwarded?.headers['x-real-ip']).toBeUndefined();
  });

  it('forwards backoffice and admin calls like any API call: bearer from the session, no cookies, its own address', async () => {
    // A backoffice call, and one under /api/admin (whatever its name: the whole prefix is forwarded).
    for (const path of [pathOf(endpoints.backoffice.getOrderDocuments), '/api/admin/Anything?x=1']) {
      api.received.length = 0;
      const response = await fetch(`${web.url}${path}`, {
        method: 'POST',
        headers: {
          ...spoofed,
          Cookie: 'shop_session=staff-token; locale=da',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ orderId: 'SO000123' }),
      });
      expect(response.status).toBe(200);
      const [forwarded] = api.received;
      expect(forwarded?.url).toBe(path);
      expect(forwarded?.headers.authorization).toBe('Bearer staff-token');
      expect(forwarded?.headers.cookie).toBeUndefined();
      expect(forwarded?.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(forwarded?.headers.forwarded).toBeUndefined();
      expect(forwarded?.headers['x-real-ip']).toBeUndefined();
      // Not a page: no locale cookie of the web's own.
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('passes the same address on the API calls it makes while rendering a page', async () => {
    api.received.length = 0;
    // The stand-in's empty answers may fail the page; what matters is what the API host was told.
    await fetch(`${web.url}/`, { headers: spoofed }).then((response) => response.arrayBuffer());
    expect(api.received.length).toBeGreaterThan(0);
    for (const call of api.received) expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('writes reset and invitation links to its access log without their tokens', async () => {
    // An invitation's link is a reset link too (the same page, the same ?token=&username=).
    const token = `live-${Date.now()}-b6f0c2`;
    for (const language of languageCodes) {
      const link = `${localizePath('recoverPassword', language)}?token=${token}&username=new%40nordlys.demo`;
      await fetch(`${web.url}${link}`).then((response) => response.arrayBuffer());
    }
    await expect
      .poll(() => web.output())
      .toContain(
        `GET ${localizePath('recoverPassword', 'da')}?token=[redacted]&username=new%40nordlys.demo `,
      );
    expect(web.output()).toContain(`GET /recover-password?token=[redacted]&username=new%40nordlys.demo `);
    expect(web.output()).not.toContain(token);
  });

  it('serves the fingerprinted assets compressed and immutable for a year', async () => {
    const assetsDir = path.join(repoRoot, 'apps/web/build/client/assets');
    const script = readdirSync(assetsDir).find(
      (name) => name.endsWith('.js') && statSync(path.join(assetsDir, name)).size > 10_000,
    );
    expect(script).toBeDefined();
    const response = await fetch(`${web.url}/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends scripts and stylesheets as compressed at build time: brotli or gzip -9, whichever the browser takes', async () => {
    const assetsDir = path.join(repoRoot, 'apps/web/build/client/assets');
    const names = readdirSync(assetsDir);
    const script = names.find((name) => name.startsWith('entry.client-') && name.endsWith('.js'));
    const stylesheet = names.find((name) => name.endsWith('.css'));
    if (!script || !stylesheet) throw new Error('the build has no entry script or stylesheet');
    for (const [name, type] of [
      [script, /^application\/javascript/],
      [stylesheet, /^text\/css/],
    ] as const) {
      const source = readFileSync(path.join(assetsDir, name));
      const raw = (encoding: string) => rawAnswer(`${web.url}/assets/${name}`, encoding);
      // Chromium over plain HTTP offers gzip and deflate; over HTTPS also br.
      const gzip = await raw('gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(source)).toBe(true);
      expect(gzip.body.length).toBe(gzipSync(source, { level: 9 }).length);
      const brotli = await raw('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(source)).toBe(true);
      expect(brotli.body.length).toBeLessThan(gzip.body.length);
      // A client that takes neither gets the file itself.
      const plain = await raw('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(source)).toBe(true);
      expect(plain.headers['content-type']).toMatch(type);
      for (const answer of [gzip, brotli]) {
        expect(answer.headers['content-type']?.toLowerCase()).toBe(
          plain.headers['content-type']?.toLowerCase(),
        );
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('with TRUST_PROXY=loopback takes the address its proxy vouches for, not the claims behind', async () => {
    const behindProxy = await startWeb(api.url, { TRUST_PROXY: 'loopback' });
    try {
      api.received.length = 0;
      // A loopback proxy says it got the request from 203.0.113.7, which claims to forward 198.51.100.66:
      // 203.0.113.7 is not trusted, so its claim is not believed.
      const response = await fetch(`${behindProxy.url}${pathOf(endpoints.area.getAreaById)}`, {
        headers: { 'X-Forwarded-For': '198.51.100.66, 203.0.113.7' },
      });
      expect(response.status).toBe(200);
      expect(api.received[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    } finally {
      // SIGTERM: it stops taking connections, finishes what is in flight and exits cleanly.
      expect(await stopWeb(behindProxy)).toBe(0);
    }
  });

  it('refuses to start with TRUST_PROXY=true, naming the setting', async () => {
    await expect(startWeb(api.url, { TRUST_PROXY: 'true' })).rejects.toThrow(
      /exited with 1:[\s\S]*TRUST_PROXY=true/,
    );
  });

  it('refuses to start with a TRUST_PROXY entry that is no address', async () => {
    await expect(startWeb(api.url, { TRUST_PROXY: 'loopback, proxy.example' })).rejects.toThrow(
      /TRUST_PROXY: invalid IP address: proxy\.example/,
    );
  });
});

type RawAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

/**
 * A request over node:http, which reads the answer while the body is still going out: a server that refuses
 * a body answers before reading it and may then close the connection (fetch gives up on such a request, a
 * browser and curl read the answer). `chunked` sends that many bytes in 64 KB chunks with no length.
 */
function send(
  url: string,
  {
    method = 'POST',
    headers = {},
    body,
    chunked,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string; chunked?: number },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(url, { method, headers }, (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => {
        text += part;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
      response.on('error', reject);
    });
    // A reset after the answer arrived is the server refusing the rest of the body.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (chunked === undefined) return void request.end(body);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < chunked) {
        if (request.destroyed) return;
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

describe('The web server refuses', () => {
  let api: Awaited<ReturnType<typeof startRecordingApi>>;
  let web: WebServer;
  const mb = 1024 * 1024;
  const calls = (path: string) => api.received.filter((call) => call.url === path);

  beforeAll(async () => {
    api = await startRecordingApi();
    web = await startWeb(api.url);
  });

  afterAll(async () => {
    if (web) await stopWeb(web);
    api?.close();
  });

  it('a logout posted from another site (403), and logs out a form posted from its own pages', async () => {
    const logout = (headers: Record<string, string>) =>
      send(`${web.url}/session/logout`, {
        headers: {
          Cookie: 'shop_session=victim-token',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body: 'language=en',
      });
    const foreignSites: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const foreign of foreignSites) {
      const refused = await logout(foreign);
      expect(refused.status, JSON.stringify(foreign)).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const own = await logout({ Origin: web.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).toBe(302);
    expect(own.headers['set-cookie']?.join()).toMatch(/shop_session=;/);
  });

  it('a cross-origin write through the API pass-through (403), without forwarding it', async () => {
    const path = '/api/Cart/UpdateCartLine';
    api.received.length = 0;
    const write = (headers: Record<string, string>) =>
      send(`${web.url}${path}`, {
        method: 'PATCH',
        headers: { Cookie: 'shop_session=victim-token', 'Content-Type': 'application/json', ...headers },
        body: '{"quantity":100}',
      });
    const refused = await write({ Origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ errorCode: 'Forbidden' });
    expect(calls(path)).toEqual([]);
    // The shop's own pages (and callers that are no browser) still get through.
    expect((await write({ Origin: web.url })).status).toBe(200);
    expect((await write({})).status).toBe(200);
    expect(calls(path).map((call) => call.headers.authorization)).toEqual([
      'Bearer victim-token',
      'Bearer victim-token',
    ]);
  });

  it('a form body over 64 KB with 413 (and one sent in chunks with 411), before reading it', async () => {
    const headers = { Origin: web.url, Cookie: 'shop_session=token' };
    const large = await send(`${web.url}/session/logout`, { headers, body: Buffer.alloc(mb, 'a') });
    expect(large.status).toBe(413);
    expect(large.headers['set-cookie']).toBeUndefined();
    const chunked = await send(`${web.url}/session/logout`, { headers, chunked: mb });
    expect(chunked.status).toBe(411);
    // The server is still there and answers.
    expect((await fetch(`${web.url}/healthz`)).status).toBe(200);
  });

  it("an API call over the API's limit with the API's 413, without forwarding it; one in chunks is cut at the limit", async () => {
    const path = pathOf(endpoints.cart.createCart);
    api.received.length = 0;
    const json = { 'Content-Type': 'application/json' };
    const declared = await send(`${web.url}${path}`, { headers: json, body: Buffer.alloc(50 * mb, 'a') });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text)).toMatchObject({ errorCode: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(calls(path)).toEqual([]);

    const chunked = await send(`${web.url}${path}`, { headers: json, chunked: 3 * mb });
    expect(chunked.status).toBe(413);
    expect(calls(path).every((call) => call.bodyBytes <= mb)).toBe(true);

    const small = await send(`${web.url}${path}`, { headers: json, body: '{}' });
    expect(small.status).toBe(200);
  });

  it("an Excel import over the API's file limit as the API would, and forwards one within it whole", async () => {
    const path = pathOf(endpoints.cart.importCart);
    api.received.length = 0;
    const upload = { 'Content-Type': 'multipart/form-data; boundary=x' };
    const within = await send(`${web.url}${path}`, { headers: upload, body: Buffer.alloc(1.5 * mb, 'a') });
    expect(within.status).toBe(200);
    expect(calls(path).map((call) => call.bodyBytes)).toEqual([1.5 * mb]);
    expect(calls(path)[0]?.headers['content-length']).toBe(String(1.5 * mb));

    const over = await send(`${web.url}${path}`, { headers: upload, body: Buffer.alloc(3 * mb, 'a') });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.text)).toMatchObject({ errorCode: 'import-file-too-large' });
    expect(calls(path)).toHaveLength(1);
  });
});

describe('The access log', () => {
  it('replaces the value of every token parameter, whatever its place or case, and keeps the rest', () => {
    expect(redactUrl('/recover-password?token=abc123&username=a%40b.dk')).toBe(
      '/recover-password?token=[redacted]&username=a%40b.dk',
    );
    expect(redactUrl('/x?username=a&TOKEN=abc#top')).toBe('/x?username=a&TOKEN=[redacted]#top');
    expect(redactUrl('/x?token=a&token=b')).toBe('/x?token=[redacted]&token=[redacted]');
    expect(redactUrl('/x?mytoken=a&q=token=b')).toBe('/x?mytoken=a&q=token=b');
    expect(redactUrl('/token=a')).toBe('/token=a');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const value of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('reads a whole number as proxy hops and anything else as a list of proxies', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,')).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('refuses true, which would let any client choose its own address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true/);
  });
});

describe('Behind a TLS-terminating proxy without TRUST_PROXY', () => {
  let api: Awaited<ReturnType<typeof startRecordingApi>>;
  let web: WebServer;

  beforeAll(async () => {
    api = await startRecordingApi();
    web = await startWeb(api.url, { PUBLIC_URL: 'https://shop.example' });
  });

  afterAll(async () => {
    if (web) await stopWeb(web);
    api?.close();
  });

  // The proxy speaks http to the web server, which sees http://shop.example; the browser's Origin is the
  // https PUBLIC_URL, the shop's own (ADR 32), so its forms are taken, and another site's still refused.
  // React Router checks the origin of a page's form (not of a resource route such as the logout): the
  // login form, posted empty, runs its action (its field messages are in the page's data; the stand-in API
  // gives the layout nothing to render), where a refused one is a bare 400 that never reaches the action.
  it('takes a form posted from PUBLIC_URL and refuses one from another origin', async () => {
    const login = (origin: string) =>
      send(`${web.url}/login`, {
        headers: {
          Host: 'shop.example',
          Origin: origin,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'username=&password=',
      });
    const own = await login('https://shop.example');
    expect(own.text).not.toBe('Bad Request');
    expect(own.text).toContain('validation.required-field');
    for (const foreign of ['https://evil.example', 'http://shop.example:8443']) {
      const refused = await login(foreign);
      // React Router's own check (400) or the security middleware's (403): the action never runs.
      expect([400, 403], foreign).toContain(refused.status);
      expect(refused.text).not.toContain('validation.required-field');
    }
  });
});
