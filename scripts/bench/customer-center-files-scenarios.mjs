// Customer-center file scenarios of `npm run bench` (ADR 39): the bench dealer's 100-line invoice as a PDF and
// its order as Excel (apps/api/src/bench/seed-customer-center-files.ts), and the image pack of a 40-style order
// timed to its first byte and to its last. Run alone: npm run bench -- --only "customer center files".
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { endpoints } from '@shop/contracts/endpoints';
import { repoRoot } from '../servers.mjs';
import { loginHeaders } from './bench-client.mjs';

const username = 'bench.cc@nordlys.demo';
const calls = endpoints.customerCenter;

/** Insert the two bench orders unless they are there (after the customer center's data: same dealer). */
export function ensureCustomerCenterFilesData({ dataDir, databaseUrl }) {
  const args = ['tsx', 'apps/api/src/bench/seed-customer-center-files.ts'];
  if (!databaseUrl) args.push('--data-dir', path.join(dataDir, 'pglite'));
  const result = spawnSync('npx', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error("Seeding the customer center files' benchmark data failed");
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One GET: milliseconds to the first body byte and to the end, the status and the bytes. */
function timedGet(url, headers) {
  return new Promise((resolve) => {
    const started = performance.now();
    let firstByte = Number.NaN;
    let bytes = 0;
    const request = http.get(url, { headers }, (response) => {
      response.on('data', (chunk) => {
        if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, firstByte, total: performance.now() - started, bytes }),
      );
      response.on('error', () => resolve({ status: 0, firstByte, total: Number.NaN, bytes }));
    });
    request.on('error', () => resolve({ status: 0, firstByte, total: Number.NaN, bytes }));
  });
}

/** `count` downloads, `connections` at a time; the figures of one of `pick`: 'firstByte' or 'total'. */
async function downloads(url, headers, connections, count) {
  const results = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        next++;
        results.push(await timedGet(url, headers));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const figures = (pick) => {
    const times = results
      .map((result) => result[pick])
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    return {
      requests: results.length,
      rps: Math.round(results.length / seconds),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      errors: results.filter((result) => result.status === 0).length,
      non2xx: results.filter((result) => result.status !== 0 && result.status !== 200).length,
      bytes: results[0]?.bytes ?? 0,
    };
  };
  return figures;
}

export async function customerCenterFileScenarios(baseUrl) {
  const headers = await loginHeaders(baseUrl, username);
  const get = (endpointPath) => () => ({ method: 'GET', path: endpointPath, headers });
  const imagePack = `${baseUrl}${calls.downloadOrderImages.path}?OrderId=BF000040`;
  // The pack's two rows come from the same downloads; the second row reads the figures of the first run.
  let lastRun = null;
  return [
    {
      name: 'customer center files: invoice PDF, 100 lines',
      next: get(`${calls.getInvoicePdf.path}?InvoiceId=LIN-BF000100-1&LinkId=LSO-BF000100`),
      target: 300,
    },
    {
      name: 'customer center files: order Excel, 100 lines',
      next: get(`${calls.getOrderConfirmationExcel.path}?OrderId=BF000100`),
    },
    {
      name: 'customer center files: image pack, 40 styles, first byte',
      run: async (connections) => {
        await downloads(imagePack, headers, 1, 3);
        lastRun = await downloads(imagePack, headers, connections, connections === 1 ? 30 : 60);
        return lastRun('firstByte');
      },
      target: 200,
    },
    {
      name: 'customer center files: image pack, 40 styles, whole zip',
      run: async (connections) => {
        const figures = await downloads(imagePack, headers, connections, connections === 1 ? 30 : 60);
        return figures('total');
      },
    },
  ];
}
