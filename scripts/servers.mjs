// Starts the API host and the web server as child processes and waits until both answer.
// Used by `npm start` and by the browser tests, so both run the shop the same way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiEntry, buildApiIfNeeded } from './build-api.mjs';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webBuild = path.join(repoRoot, 'apps/web/build/server/index.js');
// Written next to the server build after buildWebIfNeeded built it (the build empties that folder, so any
// other build removes it): says the build is a production one.
const webBuildMarker = path.join(repoRoot, 'apps/web/build/server/build-env.json');
const productionMarker = JSON.stringify({ nodeEnv: 'production' });

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const isProductionBuild = () =>
  existsSync(webBuildMarker) && readFileSync(webBuildMarker, 'utf8') === productionMarker;

/**
 * Build the storefront when there is no build, a source file is newer than it, or it is not known to be a
 * production build (one built under vitest's NODE_ENV=test, or by hand, may be React's development bundle).
 */
export function buildWebIfNeeded(log = console.log) {
  const sources = [
    'apps/web/app',
    'apps/web/service-worker',
    'apps/web/public',
    'apps/web/scripts',
    'apps/web/vite.config.ts',
    'apps/web/react-router.config.ts',
    'packages/contracts/src',
  ];
  const newestSource = Math.max(
    ...sources
      .map((s) => path.join(repoRoot, s))
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  if (existsSync(webBuild) && statSync(webBuild).mtimeMs >= newestSource && isProductionBuild()) return false;
  buildWeb(log);
  return true;
}

/** Builds the storefront (`npm run build` does it after compiling the API, scripts/build.mjs). */
export function buildWeb(log = console.log) {
  log('Building the storefront…');
  // Always production: vitest sets NODE_ENV=test, and Vite then bundles React's development build.
  const result = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The storefront build failed');
  writeFileSync(webBuildMarker, productionMarker);
}

/**
 * The compiled API host, as `npm run start:api` runs it (ADR 70), compiled first when a source is newer than
 * the build (build-api.mjs). `--conditions=compiled` makes the @shop/* packages resolve to their builds.
 */
const apiArgs = ['--conditions=compiled', apiEntry];

/** The API host's node arguments; with API_CPU_PROF_DIR it writes a V8 CPU profile there when it stops. */
function apiNodeArgs() {
  const profile = process.env.API_CPU_PROF_DIR;
  return profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, ...apiArgs] : apiArgs;
}

async function waitFor(url, child, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Start the API host alone (benchmarks of the API). Resolves with `stop()`. */
export async function startApi({ apiPort = 3001, env = {}, stdio = 'inherit', timeoutMs = 180_000 } = {}) {
  buildApiIfNeeded();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = spawn(process.execPath, apiNodeArgs(), {
    cwd: path.join(repoRoot, 'apps/api'),
    env: { ...process.env, ...env, API_PORT: String(apiPort) },
    stdio,
  });
  try {
    await waitFor(`${apiUrl}/health`, api, 'The API host', timeoutMs);
  } catch (error) {
    await stopChild(api);
    throw error;
  }
  return { api, apiUrl, stop: () => stopChild(api) };
}

/**
 * Start api and web. `env` is added to both; `stdio` 'inherit' shows their logs.
 * Resolves with a `stop()` that ends both.
 */
export async function startServers({
  apiPort = 3001,
  webPort = 3000,
  env = {},
  stdio = 'inherit',
  timeoutMs = 180_000,
} = {}) {
  buildApiIfNeeded();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const shared = { ...process.env, ...env, API_URL: apiUrl };
  const api = spawn(process.execPath, apiNodeArgs(), {
    cwd: path.join(repoRoot, 'apps/api'),
    env: { ...shared, API_PORT: String(apiPort) },
    stdio,
  });
  // Our own server (apps/web/server.mjs, ADR 0020): it gives the BFF the client's address for the API's limits.
  const web = spawn(process.execPath, [path.join(repoRoot, 'apps/web/server.mjs'), webBuild], {
    cwd: path.join(repoRoot, 'apps/web'),
    env: { ...shared, PORT: String(webPort), HOST: shared.HOST ?? '0.0.0.0', NODE_ENV: 'production' },
    stdio,
  });
  const stop = () => Promise.all([api, web].map(stopChild));
  try {
    // The API first: the web's /healthz renders a page, which before the API answers logs the failed calls.
    await waitFor(`${apiUrl}/health`, api, 'The API host', timeoutMs);
    await waitFor(`http://127.0.0.1:${webPort}/healthz`, web, 'The web server', timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, web, apiUrl, webUrl: `http://localhost:${webPort}`, stop };
}
