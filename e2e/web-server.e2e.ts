import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../apps/web/server.mjs';
import { repoRoot } from '../scripts/servers.mjs';

/**
 * The built web server (apps/web/server.mjs, ADR 0020) in front of a stand-in API host that records what
 * reaches it: which client address the API is told, whatever the client claims.
 */
type Recorded = { url: string; headers: IncomingHttpHeaders };

async function startRecordingApi() {
  const received: Recorded[] = [];
  const server = createServer((req, res) => {
    received.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

type WebServer = { url: string; child: ChildProcess; output: () => string };

/** Spawns the web server on a free loopback port; resolves once it prints its address. */
function startWeb(apiUrl: string, env: Record<string, string> = {}): Promise<WebServer> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/web/server.mjs')], {
    cwd: path.join(repoRoot, 'apps/web'),
    env: { ...process.env, API_URL: apiUrl, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const listening = /\[web\] (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve({ url: listening[1], child, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the web server exited with ${code}:\n${output}`)));
  });
}

async function stopWeb(web: WebServer): Promise<number | null> {
  if (web.child.exitCode !== null) return web.child.exitCode;
  const exited = once(web.child, 'exit');
  web.child.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}

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
