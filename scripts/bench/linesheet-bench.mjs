// `npm run bench:linesheet`: the line sheet of issue 33 (ADR 89), whose target is a 300-style PDF that starts
// downloading within 1 s and is complete within 15 s. Starts the API host alone on loopback with a fresh embedded
// database of `--styles` (300) demo styles with their pictures rendered (data/bench-linesheet), logs in as the
// Danish dealer and asks GetLineSheet for the whole catalogue (`--styles` styles) `--runs` (3) times: the first
// run renders every picture at tile size into the resized-image cache, the later ones read it. Prints each run's
// time to the first byte, time to the last byte, size and page count, then the Excel file's; `--out FILE` keeps the
// PDF. A benchmark, not a test: figures are printed, never asserted.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints } from '@shop/contracts/endpoints';
import { repoRoot } from '../servers.mjs';
import { loginHeaders, startDemoApi } from './bench-client.mjs';

const { values } = parseArgs({
  options: {
    styles: { type: 'string', default: '300' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3822' },
    out: { type: 'string' },
  },
});
const styles = Number(values.styles);
const runs = Number(values.runs);
const dataDir = path.join(repoRoot, 'data/bench-linesheet');

const startedAt = performance.now();
const server = await startDemoApi({
  port: Number(values.port),
  styles,
  dataDir,
  pictures: true,
  timeoutMs: 1_800_000,
});
console.log(`Started in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
const loadAtStart = loadavg()[0];

/** Streams one download, timing its first and last byte. */
async function timedDownload(url, authorization) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization } });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  let firstByte = null;
  const chunks = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  return { firstByte, total: performance.now() - started, bytes };
}

try {
  const baseUrl = server.apiUrl;
  const { authorization } = await loginHeaders(baseUrl, 'dealer@nordlys.demo');
  const url = (Format) =>
    `${baseUrl}${endpoints.lineSheet.getLineSheet.path}?${new URLSearchParams({
      AreaId: 'b2b',
      LanguageCode: 'da',
      Format,
      Search: '{}',
    })}`;
  for (let run = 1; run <= runs; run++) {
    const { firstByte, total, bytes } = await timedDownload(url('pdf'), authorization);
    if (values.out) writeFileSync(values.out, bytes);
    const pages = (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    console.log(
      `PDF run ${run}${run === 1 ? ' (pictures rendered)' : ' (pictures cached)'}: first byte ${firstByte.toFixed(0)} ms, ` +
        `complete ${total.toFixed(0)} ms, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${pages} pages`,
    );
  }
  const excel = await timedDownload(url('xlsx'), authorization);
  console.log(
    `Excel: first byte ${excel.firstByte.toFixed(0)} ms, complete ${excel.total.toFixed(0)} ms, ` +
      `${(excel.bytes.length / 1024).toFixed(0)} KB`,
  );
} finally {
  await server.stop();
}
console.log(
  `Node ${process.version}, ${cpus().length} cores, load ${loadAtStart.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end`,
);
