// The Excel import rows of `npm run bench` (issue 16, ADR 33): how fast ImportCart refuses the heavy workbook
// (a 2 MB upload of 48 × 16,384 cells that unpacks to 19.5 MB) and imports one just within the limits, and how
// long /health waits meanwhile. /health is asked every 5 ms during each row; its worst latency is how long the
// API's event loop was held up. Printed, never asserted.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints } from '@shop/contracts/endpoints';
import { heavyWorkbook, workbookOf } from '../../apps/api/src/test-support/xlsx-fixture.ts';
import { stockKeys } from './cart-scenarios.mjs';

const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'EUR' };

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

async function json(baseUrl, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** One ImportCart call: its status, how long it took and the error code of a refusal. */
async function postImport(baseUrl, token, file) {
  const form = new FormData();
  form.set('area', JSON.stringify(area));
  form.set('orderType', 'Stock');
  form.set('overrideCart', 'true');
  form.set('file', new Blob([file]), 'cart.xlsx');
  const started = performance.now();
  const response = await fetch(`${baseUrl}${endpoints.cart.importCart.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  return {
    ms: performance.now() - started,
    status: response.status,
    code: response.ok ? 'imported' : body.errorCode,
    retryAfter: response.headers.get('retry-after'),
  };
}

/**
 * Asks /health again `everyMs` after each answer until stopped (one request at a time, so a held-up API
 * does not pile up connections); returns every answer's latency. A request that waits while the event loop
 * is held up waits that long, so the worst latency is the longest hold-up (less at most `everyMs`).
 */
function pollHealth(baseUrl, everyMs = 5) {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${endpoints.health.getHealth.path}`);
        await response.arrayBuffer();
      } catch {
        // A refused or timed-out poll counts with the time it took.
      }
      latencies.push(performance.now() - started);
      await sleep(everyMs);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return latencies.sort((a, b) => a - b);
  };
}

/** `rounds` rounds of `atOnce` imports sent together (tokens rotate), with /health polled meanwhile. */
async function measure(name, baseUrl, { tokens, file, atOnce, rounds, target }) {
  // A quiet moment first, so a previous row's tail does not count here.
  await sleep(200);
  const stop = pollHealth(baseUrl);
  await sleep(50);
  const results = [];
  let next = 0;
  for (let round = 0; round < rounds; round++) {
    const batch = Array.from({ length: atOnce }, () => tokens[next++ % tokens.length]);
    results.push(...(await Promise.all(batch.map((token) => postImport(baseUrl, token, file)))));
  }
  await sleep(50);
  const health = await stop();
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const answers = new Map();
  for (const result of results) {
    const key = `${result.status} ${result.code}${result.retryAfter ? ` (Retry-After ${result.retryAfter})` : ''}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }
  return {
    name,
    answers: [...answers].map(([key, count]) => `${count}× ${key}`).join(', '),
    p50: percentile(times, 50),
    max: times.at(-1),
    healthP50: percentile(health, 50),
    healthMax: health.at(-1),
    healthCount: health.length,
    target,
  };
}

/** /health alone for `ms`: what the machine's own noise gives the rows below. */
async function baseline(baseUrl, ms = 3000) {
  await sleep(200);
  const stop = pollHealth(baseUrl);
  await sleep(ms);
  const health = await stop();
  return {
    name: 'no import (/health alone, 3 s)',
    answers: '',
    p50: Number.NaN,
    max: Number.NaN,
    healthP50: percentile(health, 50),
    healthMax: health.at(-1),
    healthCount: health.length,
  };
}

/**
 * The import rows: /health alone, the heavy workbook alone and five at once, then a full valid workbook alone
 * and five at once.
 */
export async function measureExcelImport(baseUrl) {
  // ImportCart allows 30 calls a minute per token: every row rotates over its own tokens.
  const visitors = [];
  for (let i = 0; i < 8; i++) {
    visitors.push((await json(baseUrl, endpoints.user.generateNotLoggedInToken.path)).token);
  }
  const dealers = [];
  // Five dealers, so imports sent together never write the same cart.
  for (const username of [
    'dealer@nordlys.demo',
    'haendler@nordlys.demo',
    'shop.uk@nordlys.demo',
    'store.us@nordlys.demo',
    'butik.se@nordlys.demo',
  ]) {
    const login = await json(baseUrl, endpoints.user.login.path, { username, password: 'nordlys-demo' });
    dealers.push(login.token);
  }

  const heavy = heavyWorkbook();
  // Just within the limits: a header and 1,000 lines of 30 columns (1,001 × 30 = 30,030 cells), 100 items.
  const keys = (await stockKeys(baseUrl, dealers[0])).slice(0, 100);
  const notes = Array.from({ length: 26 }, (_, index) => `Note ${index + 1}`);
  const rows = Array.from({ length: 1000 }, (_, index) => {
    const key = keys[index % keys.length];
    return [key.productId, key.variantId, 'CU', 1, ...notes.map((note) => `${note}, row ${index + 2}`)];
  });
  const full = await workbookOf([['Product id', 'Variant id', 'Unit', 'Quantity', ...notes], ...rows]);

  const heavyName = `heavy xlsx refused (${(heavy.length / 1024 / 1024).toFixed(2)} MiB, 48 × 16,384 cells)`;
  const fullName = `full xlsx imported (${Math.round(full.length / 1024)} KiB, 1,001 × 30 cells)`;
  return [
    await baseline(baseUrl),
    await measure(heavyName, baseUrl, {
      tokens: visitors.slice(0, 4),
      file: heavy,
      atOnce: 1,
      rounds: 20,
      target: 100,
    }),
    await measure(`${heavyName}, 5 at once`, baseUrl, {
      tokens: visitors.slice(4),
      file: heavy,
      atOnce: 5,
      rounds: 4,
    }),
    await measure(fullName, baseUrl, { tokens: dealers, file: full, atOnce: 1, rounds: 6 }),
    await measure(`${fullName}, 5 at once`, baseUrl, { tokens: dealers, file: full, atOnce: 5, rounds: 2 }),
  ];
}

export function printImportTable(rows) {
  const header = [
    'excel import',
    'answers',
    'p50 ms',
    'max ms',
    '/health p50',
    '/health max',
    'polls',
    'target',
  ];
  const lines = rows.map((r) => [
    r.name,
    r.answers,
    Number.isNaN(r.p50) ? '' : r.p50.toFixed(1),
    Number.isNaN(r.max) ? '' : r.max.toFixed(1),
    r.healthP50.toFixed(1),
    r.healthMax.toFixed(1),
    String(r.healthCount),
    r.answers === '' ? '' : r.target ? `refusal ≤ ${r.target}, /health ≤ 50` : '/health ≤ 50',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells.map((c, i) => (i <= 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
