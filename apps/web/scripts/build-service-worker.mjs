// After `react-router build`: bundles the trade-show page's service worker (service-worker/trade-show-sw.ts,
// Workbox) into build/client/trade-show-sw.js, with the list of files it precaches in place of
// `self.__WB_MANIFEST` (Workbox's injectManifest convention). The list is the page's shell only (ADR 91): the
// entry, the root route and the trade-show route with their imports and stylesheets (from React Router's
// browser manifest), the fonts those stylesheets name, the icons and the web app manifests. Hashed files go in
// without a revision; the others with a hash of their content.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(webRoot, 'build/client');
const workerFile = 'trade-show-sw.js';
/** Route ids of the trade-show page (app/routes.ts registers `tradeShow` as trade-show-en and trade-show-da). */
const pageRoutes = ['root', 'trade-show-en', 'trade-show-da'];
const unhashed = [
  'favicon.svg',
  'favicon.ico',
  'icons/trade-show-192.png',
  'icons/trade-show-512.png',
  'trade-show.en.webmanifest',
  'trade-show.da.webmanifest',
];

/** React Router's browser manifest (`/assets/manifest-<hash>.js`: `window.__reactRouterManifest={…};`). */
export function readRouterManifest(dir) {
  const name = readdirSync(path.join(dir, 'assets')).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`build-service-worker (ADR 91): no React Router manifest in ${dir}/assets`);
  const text = readFileSync(path.join(dir, 'assets', name), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { url: `/assets/${name}`, manifest: JSON.parse(json) };
}

/** The page's shell: every file the trade-show page loads to run, as `/assets/…` URLs. */
export function shellFiles(dir) {
  const { url, manifest } = readRouterManifest(dir);
  const files = new Set([url, manifest.entry.module, ...manifest.entry.imports]);
  for (const id of pageRoutes) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`build-service-worker (ADR 91): the build has no route '${id}'`);
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(file);
  }
  // The fonts the stylesheets load (Vite writes them as /assets/… URLs).
  for (const file of [...files].filter((name) => name.endsWith('.css'))) {
    const css = readFileSync(path.join(dir, file), 'utf8');
    for (const match of css.matchAll(/url\((\/assets\/[^)'"]+\.woff2)\)/g)) files.add(match[1]);
  }
  return [...files].sort();
}

const revisionOf = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/** Workbox's precache entries: hashed assets by URL alone, the rest with a revision. */
export function precacheEntries(dir) {
  return [
    ...shellFiles(dir).map((url) => ({ url, revision: null })),
    ...unhashed.map((file) => ({ url: `/${file}`, revision: revisionOf(path.join(dir, file)) })),
  ];
}

export async function buildServiceWorker(dir = clientDir) {
  const entries = precacheEntries(dir);
  const bundle = await build({
    entryPoints: [path.join(webRoot, 'service-worker/trade-show-sw.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    // Workbox logs only in development builds.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = bundle.outputFiles[0].text;
  if (!code.includes('self.__WB_MANIFEST')) {
    throw new Error('build-service-worker (ADR 91): the bundle has no self.__WB_MANIFEST to fill');
  }
  writeFileSync(path.join(dir, workerFile), code.replace('self.__WB_MANIFEST', JSON.stringify(entries)));
  return entries;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entries = await buildServiceWorker();
  const bytes = entries.reduce((sum, entry) => sum + readFileSync(path.join(clientDir, entry.url)).length, 0);
  console.log(
    `${workerFile}: ${entries.length} files precached, ${Math.round(bytes / 1024)} KB uncompressed`,
  );
}
