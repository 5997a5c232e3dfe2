import { type ChildProcess, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../scripts/servers.mjs';
import { spawnWeb, type WebServer } from './support/web-process.ts';

/**
 * The production starts as the README gives them (`npm run start:web`, `npm run start:api`, ADR 70): the
 * scripts package.json names, run with NODE_ENV unset as an operator's shell has it (vitest sets it to test).
 */
const apiUrl = inject('apiUrl');
const scripts = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts as Record<
  string,
  string
>;

const started: ChildProcess[] = [];

function withoutNodeEnv(env: Record<string, string>) {
  const { NODE_ENV: _, ...rest } = process.env;
  return { ...rest, ...env };
}

/** Runs `node <args>` in `cwd` as the web server, NODE_ENV unset; resolves with its address once it prints it. */
function startWebProcess(args: string[], cwd = repoRoot, api = apiUrl): Promise<WebServer> {
  const env = withoutNodeEnv({ API_URL: api, PORT: '0', HOST: '127.0.0.1' });
  return spawnWeb(args, cwd, env, (child) => started.push(child));
}

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
});

describe('npm run start:web', () => {
  it('serves the pages with 200 when NODE_ENV is unset (production before React loads)', async () => {
    expect(scripts['start:web']).toBe('node scripts/start-web.mjs');
    const web = await startWebProcess(['scripts/start-web.mjs']);
    for (const page of ['/', '/login', '/da/login']) {
      const response = await fetch(`${web.url}${page}`);
      expect(response.status, `${page}\n${web.output()}`).toBe(200);
      expect(await response.text()).toContain('id="main-content"');
    }
    expect((await fetch(`${web.url}/healthz`)).status).toBe(200);
  });

  it('answers 503 on /healthz when it cannot render a page', async () => {
    // The failure operators met: React loaded as its development build before NODE_ENV said production,
    // the server renderer then as its production build: every page 500s. Preloading React reproduces it.
    const web = await startWebProcess(['-r', 'react', 'server.mjs'], path.join(repoRoot, 'apps/web'));
    expect((await fetch(`${web.url}/login`)).status).toBe(500);
    const health = await fetch(`${web.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'failing' });
  });

  it("answers 503 with Retry-After and the shop's own page, in the page's language, while the API host is not up", async () => {
    // A first start: the API host seeds the demo for a minute before it listens (ADR 96).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const web = await startWebProcess(['scripts/start-web.mjs'], repoRoot, `http://127.0.0.1:${port}`);
    const pages = [
      ['/', 'The shop is not available right now', 'Error'],
      ['/da', 'Butikken er ikke tilgængelig lige nu', 'Fejl'],
      ['/da/login', 'Butikken er ikke tilgængelig lige nu', 'Fejl'],
      ['/search?q=kjole', 'The shop is not available right now', 'Error'],
    ];
    for (const [page, heading, title] of pages) {
      const response = await fetch(`${web.url}${page}`);
      expect(response.status, `${page}\n${web.output()}`).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      const html = await response.text();
      expect(html).toContain(`<h1 id="error-title" class="error-page__title">${heading}</h1>`);
      expect(html).toContain(`<title>${title} | Nordlys</title>`);
    }
    // The web server itself renders: the balancer keeps it, and the page tells buyers to come back.
    expect((await fetch(`${web.url}/healthz`)).status).toBe(200);
  });
});

describe('without a build', () => {
  // The start scripts copied into an empty checkout: the same files, no build beside them.
  function runInEmptyCheckout(script: string, nodeArgs: string[] = []) {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-no-build-'));
    try {
      mkdirSync(path.join(root, 'scripts'));
      cpSync(path.join(repoRoot, 'scripts', script), path.join(root, 'scripts', script));
      return spawnSync(process.execPath, [...nodeArgs, `scripts/${script}`], {
        cwd: root,
        env: withoutNodeEnv({}),
        encoding: 'utf8',
        timeout: 30_000,
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it('start:web refuses to start and says to build', () => {
    const result = runInEmptyCheckout('start-web.mjs');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'No storefront build at apps/web/build/server/index.js: run `npm run build` first.',
    );
  });

  it('start:api refuses to start and says to build', () => {
    expect(scripts['start:api']).toBe('node --conditions=compiled scripts/start-api.mjs');
    const result = runInEmptyCheckout('start-api.mjs', ['--conditions=compiled']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'No compiled API host at apps/api/dist/server.js: run `npm run build` first.',
    );
  });
});
