// `node scripts/smoke.mjs`: the one-command demo on whatever Node runs this script. CI runs it on the machine's
// own Node while that is older than the Node 24 the suite runs on (.ci/run). Starts `npm start`
// (scripts/start.mjs) on loopback ports with a fresh data folder, then checks: a page renders, a demo dealer
// logs in through the login form, and the API knows them by the session cookie. Bounded: gives up after 4
// minutes. Ends with `N passed, N failed, 0 skipped` like the test runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './servers.mjs';

const webPort = Number(process.env.SMOKE_PORT ?? 3190);
const webUrl = `http://localhost:${webPort}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-smoke-'));
const dealer = { username: 'dealer@nordlys.demo', password: 'nordlys-demo' };

console.log(`Smoke test on Node ${process.version}: npm start on ${webUrl}`);
const shop = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(webPort),
    API_PORT: String(webPort + 1),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    DEMO_STYLES: '12',
    DEMO_RENDER_IMAGES: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: webUrl,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
shop.stdout.on('data', (chunk) => {
  output += chunk;
});
const exited = new Promise((resolve) => shop.once('exit', resolve));
const stop = async () => {
  if (shop.exitCode === null && shop.signalCode === null) shop.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
};
const deadline = setTimeout(async () => {
  console.error(`The smoke test gave up after 4 minutes:\n${output.slice(-4000)}`);
  await stop();
  process.exit(1);
}, 240_000);

const results = [];
async function check(name, fn) {
  try {
    await fn();
    results.push(true);
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push(false);
    console.log(`  × ${name}: ${error.message}`);
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

while (!output.includes('The shop is ready at')) {
  if (shop.exitCode !== null) {
    console.error(`npm start exited with ${shop.exitCode}:\n${output.slice(-4000)}`);
    clearTimeout(deadline);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

let cookie = '';
await check('the home page renders', async () => {
  const response = await fetch(`${webUrl}/`);
  expect(response.status === 200, `GET / answered ${response.status}`);
  expect((await response.text()).includes('id="main-content"'), 'GET / has no page body');
});
await check('a demo dealer logs in through the login form', async () => {
  const response = await fetch(`${webUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: webUrl },
    body: new URLSearchParams(dealer).toString(),
  });
  expect(response.status >= 300 && response.status < 400, `POST /login answered ${response.status}`);
  const session = response.headers.getSetCookie().find((line) => line.startsWith('shop_session='));
  expect(session, 'POST /login set no shop_session cookie');
  cookie = session.split(';')[0];
});
await check('the logged-in dealer is known to the API through the web server', async () => {
  const response = await fetch(`${webUrl}/api/User/GetUser`, { headers: { Cookie: cookie } });
  expect(response.status === 200, `GET /api/User/GetUser answered ${response.status}`);
  const user = await response.json();
  expect(JSON.stringify(user).includes(dealer.username), 'GetUser did not answer with the dealer');
});

clearTimeout(deadline);
await stop();
const passed = results.filter(Boolean).length;
console.log(`${passed} passed, ${results.length - passed} failed, 0 skipped`);
process.exit(passed === results.length ? 0 : 1);
