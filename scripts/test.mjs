// `npm test`: every test. First the unit and API tests (one worker per core) while the API host and the
// storefront are compiled; then the browser files in two shards at once, each with its own API host, web server,
// database and mailbox on its own ports (e2e/support/global-setup.ts). The shards are balanced by the files'
// running times in e2e/durations.json (longest first onto the shard with less to do). Ends with
// `N passed, N failed, N skipped` over everything; exits non-zero when anything failed.
//   npm test -- --record-durations   writes the browser files' times of this run to e2e/durations.json
//   npm test -- <part of a path>…    only the test files whose path contains one of them (as vitest takes it)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './servers.mjs';

const shards = 2;
const durationsFile = path.join(repoRoot, 'e2e/durations.json');
const vitest = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');
const reportDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
const summaryLine = /^(\d+) passed, (\d+) failed, (\d+) skipped$/m;

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs `node args`, its output lines prefixed with `tag`; resolves with the exit code and the output. */
function run(tag, args, env = {}) {
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let pending = '';
  const onData = (chunk) => {
    const text = chunk.toString();
    output += text;
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`[${tag}] ${line}\n`);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      if (pending) process.stdout.write(`[${tag}] ${pending}\n`);
      console.log(`[${tag}] took ${seconds(Date.now() - started)} (exit ${code})`);
      resolve({ code, output });
    });
  });
}

/** The counts from a run's closing line; a run that died before printing it counts as one failure. */
function counts({ code, output }) {
  const found = [...output.matchAll(new RegExp(summaryLine, 'gm'))].at(-1);
  if (!found) return { passed: 0, failed: 1, skipped: 0 };
  const [passed, failed, skipped] = found.slice(1).map(Number);
  return { passed, failed: failed || (code === 0 ? 0 : 1), skipped };
}

/** Splits the browser files into `shards` lists of about equal running time. */
function planShards(files, durations, count = shards) {
  const known = Object.values(durations).sort((a, b) => a - b);
  // A file not timed yet counts as a middling one.
  const guess = known.length ? known[Math.floor(known.length / 2)] : 10;
  const timeOf = (file) => durations[file] ?? guess;
  const plan = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => timeOf(b) - timeOf(a) || a.localeCompare(b))) {
    const lightest = plan.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += timeOf(file);
  }
  return plan;
}

function browserFiles() {
  return readdirSync(path.join(repoRoot, 'e2e'), { recursive: true })
    .map((file) => `e2e/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.e2e.ts'))
    .sort();
}

const reporters = (json) => [
  '--reporter=default',
  '--reporter=./scripts/summary-reporter.ts',
  '--reporter=json',
  `--outputFile.json=${json}`,
];

/** The files a shard's JSON report says ran, with their seconds. */
function timesFromReport(json) {
  try {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    return Object.fromEntries(
      report.testResults.map((result) => [
        path.relative(repoRoot, result.name).split(path.sep).join('/'),
        Math.round((result.endTime - result.startTime) / 100) / 10,
      ]),
    );
  } catch {
    return {};
  }
}

const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const started = Date.now();
// Shard n's web server on E2E_WEB_PORT + 2n, its API host on the port above it.
const webBase = Number(process.env.E2E_WEB_PORT ?? 3100);

// 1. Unit and API tests, while the builds the browser tests need are made (both shards then find them fresh).
const buildStarted = Date.now();
const builds = run('build', ['scripts/build.mjs', '--if-needed']);
const unitJson = path.join(reportDir, 'unit.json');
const unit = run('unit+api', [
  vitest,
  'run',
  '--project',
  'unit',
  '--project',
  'api',
  ...reporters(unitJson),
  ...(filters.length ? ['--passWithNoTests', ...filters] : []),
]);
const [built, unitResult] = await Promise.all([builds, unit]);
if (built.code !== 0) {
  console.error(`The builds failed after ${seconds(Date.now() - buildStarted)}`);
  process.exit(1);
}

// 2. The browser files, in shards at once.
const durations = JSON.parse(readFileSync(durationsFile, 'utf8'));
const files = browserFiles().filter((file) => !filters.length || filters.some((f) => file.includes(f)));
// A shard without files is left out: vitest given no file would run every browser file.
const plan = planShards(files, durations).filter((shard) => shard.files.length > 0);
for (const [index, shard] of plan.entries()) {
  console.log(`[e2e ${index + 1}] ${shard.files.length} files, about ${Math.round(shard.seconds)} s`);
}
const shardResults = await Promise.all(
  plan.map((shard, index) => {
    const json = path.join(reportDir, `e2e-${index + 1}.json`);
    return run(
      `e2e ${index + 1}`,
      [
        vitest,
        'run',
        '--project',
        'e2e',
        ...reporters(json),
        ...shard.files.map((f) => path.join(repoRoot, f)),
      ],
      { E2E_WEB_PORT: String(webBase + 2 * index), E2E_API_PORT: String(webBase + 2 * index + 1) },
    ).then((result) => ({ ...result, times: timesFromReport(json), expected: shard.files }));
  }),
);

// Every browser file ran exactly once (a file filter matching two files, or none, would change that).
const ran = shardResults.flatMap((result) => Object.keys(result.times)).sort();
const missing = files.filter((file) => !ran.includes(file));
const extra = ran.length - new Set(ran).size;
if (process.argv.includes('--record-durations') && missing.length === 0) {
  const times = Object.assign({}, ...shardResults.map((result) => result.times));
  const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`Wrote the browser files' times to ${path.relative(repoRoot, durationsFile)}`);
}
rmSync(reportDir, { recursive: true, force: true });

const total = [unitResult, ...shardResults].map(counts).reduce(
  (sum, part) => ({
    passed: sum.passed + part.passed,
    failed: sum.failed + part.failed,
    skipped: sum.skipped + part.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (missing.length || extra) {
  console.error(`Browser files not run: ${missing.join(', ') || 'none'}; run twice: ${extra}`);
  total.failed += missing.length + extra;
}
console.log(`\nnpm test took ${seconds(Date.now() - started)}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
