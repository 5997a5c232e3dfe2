// `npm run bench:offline`: what the trade-show mode (issue 33, ADR 91) keeps on a device. Builds the storefront if
// needed, starts the API host and the web server on loopback with a fresh embedded database of `--styles` (60, as
// `npm start`) demo styles with their pictures rendered (data/bench-offline), then for each season of the demo, and
// for all of them together (the whole catalogue), opens a fresh Chromium profile, logs in as the Danish dealer,
// saves that choice on /trade-show and reads back what the device holds: the bytes of every Cache Storage cache (the
// service worker's precached shell, the page's copy, the pictures; each response's body) and of IndexedDB (the
// styles as the page stored them, and Chromium's own usage figure). A benchmark, not a test: figures are printed.
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../find-chromium.mjs';
import { buildWebIfNeeded, repoRoot, startServers } from '../servers.mjs';

const { values } = parseArgs({
  options: {
    styles: { type: 'string', default: '60' },
    'web-port': { type: 'string', default: '3800' },
    'api-port': { type: 'string', default: '3801' },
  },
});
const webPort = Number(values['web-port']);
const dataDir = path.join(repoRoot, 'data/bench-offline');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

buildWebIfNeeded();
console.log(`Starting the shop with ${values.styles} demo styles and their pictures in ${dataDir}…`);
const servers = await startServers({
  apiPort: Number(values['api-port']),
  webPort,
  stdio: 'ignore',
  timeoutMs: 1_800_000,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    DEMO_STYLES: values.styles,
    DEMO_RENDER_IMAGES: 'true',
    JOBS_ENABLED: 'false',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_URL: `http://localhost:${webPort}`,
  },
});
const browser = await chromium.launch({
  executablePath: findChromium({ headlessShell: true }),
  args: chromiumArgs,
});
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Everything the device holds after saving `seasons` (labels of the page's checkboxes; null: all of them). */
async function measure(pick) {
  const context = await browser.newContext({ baseURL: servers.webUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name=username]').fill('dealer@nordlys.demo');
  await page.locator('input[type=password]').fill('nordlys-demo');
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL((url) => !url.pathname.includes('login'));
  await page.goto('/trade-show');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const boxes = page.getByRole('checkbox');
  const labels = [];
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const label = (await page.locator(`label[for="${await box.getAttribute('id')}"]`).textContent()) ?? '';
    const wanted = pick === null || label.startsWith(pick);
    if (wanted) labels.push(label);
    await (wanted ? box.check() : box.uncheck());
  }
  const started = performance.now();
  await page.getByRole('button', { name: 'Save on this device', exact: true }).click();
  await page
    .getByRole('heading', { name: 'Styles on this device', exact: true })
    .waitFor({ timeout: 600_000 });
  const seconds = (performance.now() - started) / 1000;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker precaches its shell while it installs: wait until it is the page's.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  const held = await page.evaluate(async () => {
    const caches_ = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
      caches_[name.replace(/-http.*/, '')] = { entries: requests.length, bytes };
    }
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('nordlys-trade-show');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const styles = await new Promise((resolve) => {
      const request = db.transaction('styles').objectStore('styles').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    const estimate = await navigator.storage.estimate();
    return {
      caches: caches_,
      styles: styles.length,
      stylesJson: new Blob([JSON.stringify(styles)]).size,
      usage: estimate.usage,
      indexedDbUsage: estimate.usageDetails?.indexedDB ?? null,
      cacheUsage: estimate.usageDetails?.caches ?? null,
    };
  });
  await context.close();
  return { labels, seconds, ...held };
}

console.log(`Node ${process.version}, ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`);
const choices = ['Autumn/Winter 2026', 'Spring/Summer 2026', 'Spring/Summer 2027', null];
for (const choice of choices) {
  const result = await measure(choice);
  const cacheBytes = Object.values(result.caches).reduce((sum, entry) => sum + entry.bytes, 0);
  console.log(`\n${choice ?? 'All seasons (the whole catalogue)'}: ${result.labels.join(' + ')}`);
  console.log(`  saved in ${result.seconds.toFixed(1)} s; ${result.styles} styles`);
  for (const [name, entry] of Object.entries(result.caches)) {
    console.log(`  Cache Storage ${name}: ${entry.entries} entries, ${kb(entry.bytes)}`);
  }
  console.log(`  Cache Storage total (bodies): ${kb(cacheBytes)}`);
  console.log(
    `  IndexedDB styles as JSON: ${kb(result.stylesJson)}; Chromium's figure for IndexedDB: ${kb(result.indexedDbUsage ?? 0)}`,
  );
  console.log(`  Chromium's storage estimate: ${kb(result.usage)} (caches ${kb(result.cacheUsage ?? 0)})`);
}
console.log(`\nload ${loadavg()[0].toFixed(1)}`);
await browser.close();
await servers.stop();
