// `node scripts/bench/js-per-route.mjs [--web-port N] [--api-port N] [path …]`: the JavaScript each route makes
// the browser load, without a browser. Starts the API host (embedded PGlite, demo data) and the built web server on loopback, fetches each
// page, and sums the gzip -9 sizes of the scripts its HTML loads and preloads. Needs a build (`npm run build`).
// A figure, not a test: docs/benchmarks.md "JavaScript per route".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { repoRoot, startServers } from '../servers.mjs';

// Ports of their own, so the script can run beside other servers on the machine.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'web-port': { type: 'string', default: '3242' },
    'api-port': { type: 'string', default: '3243' },
  },
});

/**
 * The scripts a page loads: the files its start script preloads after the first paint (the list
 * apps/web/app/lib/hydrate-after-paint.server.ts writes as the script's first argument, ADR 66).
 */
function startedScripts(html) {
  const hrefs = /\}\)\((\["\/assets\/[^\]]*\]),/.exec(html)?.[1];
  if (!hrefs)
    throw new Error('The page has no start script with its scripts (hydrate-after-paint.server.ts)');
  return JSON.parse(hrefs);
}

const routes = ['/', '/girls', '/search?q=dress', '/da/kurv', '/login', ...positionals];
const dataDir = mkdtempSync(path.join(tmpdir(), 'js-per-route-'));
const servers = await startServers({
  apiPort: Number(values['api-port']),
  webPort: Number(values['web-port']),
  stdio: 'ignore',
  env: { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_STYLES: '48', LOG_LEVEL: 'warn' },
});
try {
  for (const route of routes) {
    const html = await (await fetch(servers.webUrl + route)).text();
    const scripts = new Set(startedScripts(html));
    let bytes = 0;
    for (const script of scripts) {
      bytes += gzipSync(readFileSync(path.join(repoRoot, 'apps/web/build/client', script)), {
        level: 9,
      }).length;
    }
    console.log(`${route.padEnd(20)} ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
  }
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
