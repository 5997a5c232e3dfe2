// `npm run bench:web`: Lighthouse (mobile, default simulated throttling) against the production build served
// on loopback with the 5,000-style demo, median of 3 runs per page. Prints score, LCP, TBT, CLS and the
// JavaScript each page loads (bytes transferred). Benchmarks, not tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../find-chromium.mjs';
import { buildWebIfNeeded, startServers } from '../servers.mjs';
import { benchDataDir, ensureBenchData } from './bench-data.mjs';

const { values } = parseArgs({
  options: {
    styles: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '3' },
    // An already seeded copy of data/bench: the embedded database serves one process at a time, so this
    // lets the page benchmark run while the API benchmark holds data/bench.
    'data-dir': { type: 'string' },
    // Only the pages whose name contains one of these (comma separated): `--pages search,product`.
    pages: { type: 'string' },
    'web-port': { type: 'string', default: '3510' },
    'api-port': { type: 'string', default: '3511' },
    // Keep each run's Lighthouse report (JSON) in this folder, to read its audits.
    'save-reports': { type: 'string' },
  },
});
const runs = Number(values.runs);
const pageFilter = values.pages?.split(',').map((name) => name.trim()) ?? null;
const dataDir = values['data-dir'] ?? benchDataDir;

async function pagesToAudit(apiUrl) {
  const area = await (await fetch(`${apiUrl}/api/Area/GetAreaById?AreaId=b2b&Language=en`)).json();
  const category = area.menus.find((item) => item.menus.includes('categories'))?.url ?? '/';
  const products = await (
    await fetch(`${apiUrl}/api/Content/GetElementsBySearch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ area: { areaId: 'b2b', languageCode: 'en' }, contentType: 'product', take: 1 }),
    })
  ).json();
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: category },
    { name: 'search results', path: '/search?q=dress' },
    { name: 'product page', path: products.items[0]?.url ?? '/' },
  ];
}

function summarise(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scriptBytes,
  };
}

const median = (list, key) => [...list].sort((a, b) => a[key] - b[key])[Math.floor(list.length / 2)][key];

if (!values['data-dir']) ensureBenchData({ styles: Number(values.styles), images: true });
buildWebIfNeeded();
const servers = await startServers({
  apiPort: Number(values['api-port']),
  webPort: Number(values['web-port']),
  stdio: 'ignore',
  env: { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
});
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: chromiumArgs,
});
const rows = [];
try {
  const pages = (await pagesToAudit(servers.apiUrl)).filter(
    (page) => !pageFilter || pageFilter.some((name) => page.name.includes(name)),
  );
  if (values['save-reports']) mkdirSync(values['save-reports'], { recursive: true });
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then on a loaded machine) has no
      // figures: run it again, at most twice.
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(`http://127.0.0.1:${values['web-port']}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result.lhr.runtimeError) break;
        console.log(`${page.path}: ${result.lhr.runtimeError.code}, run again`);
      }
      results.push(summarise(result.lhr));
      if (values['save-reports']) {
        const file = `${page.name.replace(/\W+/g, '-')}-${i + 1}.json`;
        writeFileSync(path.join(values['save-reports'], file), result.report);
      }
    }
    rows.push({
      page: `${page.name} (${page.path})`,
      score: median(results, 'score'),
      lcp: median(results, 'lcp'),
      tbt: median(results, 'tbt'),
      cls: median(results, 'cls'),
      js: median(results, 'js'),
    });
  }
} finally {
  await chrome.kill();
  await servers.stop();
}
console.log(
  `\nLighthouse ${runs}× per page (median), mobile, simulated throttling, ${values.styles} styles\n`,
);
console.log(['page'.padEnd(48), 'score', 'LCP ms', 'TBT ms', '   CLS', '  JS KB'].join('  '));
for (const r of rows) {
  console.log(
    [
      r.page.padEnd(48),
      String(r.score).padStart(5),
      r.lcp.toFixed(0).padStart(6),
      r.tbt.toFixed(0).padStart(6),
      r.cls.toFixed(3).padStart(6),
      (r.js / 1024).toFixed(1).padStart(7),
    ].join('  '),
  );
}
console.log(
  '\nJS KB: every script the page loaded, as transferred (compressed as the server sends it, headers included).',
);
console.log('Targets: score ≥ 95, CLS ≤ 0.02, ≤ 150 KB gzip JS per route.');
