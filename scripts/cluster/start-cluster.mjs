// `npm run cluster` as a library (scripts/cluster.mjs is its command line; the kill-and-restart test uses it
// too): PostgreSQL and Redis as given, `npm run migrate`, 2 API hosts, 2 web servers and nginx with TLS in
// front, each instance with its /metrics port. The production shape of README "Running in production".
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { makeCertificate, spawnNginx, writeNginxConfig } from './nginx.mjs';
import { npmInstance, pipeLines, waitForOk } from './processes.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The ports of `npm run cluster` by default (3250–3269 and 8443/8080). */
export const defaultPorts = {
  https: 8443,
  http: 8080,
  apiBalancer: 3259,
  api: [3250, 3251],
  web: [3252, 3253],
  apiMetrics: [3260, 3261],
  webMetrics: [3262, 3263],
};

/** Creates the database of a postgres:// URL when the server does not have it yet. */
export async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new Error(`DATABASE_URL: '${name}' is not a plain database name`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
    return rowCount === 0;
  } finally {
    await client.end();
  }
}

/** Whether something answers TCP at a redis:// URL's host and port. */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Starts the cluster and resolves once nginx serves the shop on https. `log` receives every line of every
 * child. Answers `{ url, apis, webs, nginx, certificate, stop() }`; `apis`/`webs` are npm instances that can
 * be killed and started again (then wait for them with `waitReady(instance)`).
 */
export async function startCluster({
  databaseUrl = 'postgres://postgres@127.0.0.1:5432/nordlys_cluster',
  redisUrl = 'redis://127.0.0.1:6379',
  ports = defaultPorts,
  demoStyles = 60,
  renderImages = true,
  extraEnv = {},
  log = console.log,
} = {}) {
  if (!(await redisAnswers(redisUrl))) throw new Error(`Redis does not answer at ${redisUrl} (REDIS_URL)`);
  if (await ensureDatabase(databaseUrl))
    log(`[cluster] created the database ${new URL(databaseUrl).pathname.slice(1)}`);

  const folder = mkdtempSync(path.join(tmpdir(), 'nordlys-cluster-'));
  const mediaDir = path.join(folder, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const children = [];
  let nginx = null;

  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(children.map((child) => child.kill('SIGTERM')));
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    const common = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_URL: `https://localhost:${ports.https}`,
      ...extraEnv,
    };
    log('[cluster] npm run migrate');
    const migrate = spawnSync('npm', ['run', 'migrate'], {
      cwd: repoRoot,
      env: { ...process.env, ...common },
      encoding: 'utf8',
    });
    if (migrate.status !== 0) throw new Error(`npm run migrate failed:\n${migrate.stdout}${migrate.stderr}`);

    const apis = ports.api.map((port, index) =>
      npmInstance(
        `api-${index + 1}`,
        'start:api',
        {
          ...common,
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          METRICS_PORT: String(ports.apiMetrics[index]),
          MEDIA_DIR: mediaDir,
          IMAGE_CACHE_DIR: path.join(folder, 'image-cache'),
          DEMO_DATA: 'true',
          DEMO_STYLES: String(demoStyles),
          DEMO_RENDER_IMAGES: String(renderImages),
          JOBS_ENABLED: 'true',
        },
        log,
      ),
    );
    const webs = ports.web.map((port, index) =>
      npmInstance(
        `web-${index + 1}`,
        'start:web',
        {
          ...common,
          HOST: '127.0.0.1',
          PORT: String(port),
          METRICS_PORT: String(ports.webMetrics[index]),
          // The web servers reach the API hosts through nginx's internal listener.
          API_URL: `http://127.0.0.1:${ports.apiBalancer}`,
          TRUST_PROXY: 'loopback',
        },
        log,
      ),
    );
    children.push(...apis, ...webs);
    const waitReady = (instance) => {
      const index = apis.includes(instance) ? apis.indexOf(instance) : webs.indexOf(instance);
      const url = apis.includes(instance)
        ? `http://127.0.0.1:${ports.api[index]}/ready`
        : `http://127.0.0.1:${ports.web[index]}/healthz`;
      return waitForOk(url, { alive: () => instance.running, what: instance.name });
    };

    // Both API hosts at the same moment, as in a rollout: they race for the demo load of an empty database and
    // for the periodic jobs, which the database settles (one demo, one run per period).
    await Promise.all(apis.map((api) => waitReady(api.start())));
    await Promise.all(webs.map((web) => waitReady(web.start())));

    const certificate = makeCertificate(folder);
    const config = writeNginxConfig(folder, {
      HTTPS_PORT: ports.https,
      PUBLIC_HTTPS_PORT: ports.https,
      HTTP_PORT: ports.http,
      API_LISTEN: `127.0.0.1:${ports.apiBalancer}`,
      TLS_CERT: certificate.cert,
      TLS_KEY: certificate.key,
      WEB_1: `127.0.0.1:${ports.web[0]}`,
      WEB_2: `127.0.0.1:${ports.web[1]}`,
      API_1: `127.0.0.1:${ports.api[0]}`,
      API_2: `127.0.0.1:${ports.api[1]}`,
    });
    nginx = spawnNginx(folder, config);
    pipeLines(nginx.stdout, 'nginx', log);
    pipeLines(nginx.stderr, 'nginx', log);
    await waitForOk(`http://127.0.0.1:${ports.apiBalancer}/ready`, {
      alive: () => nginx.exitCode === null,
      what: 'nginx',
      timeoutMs: 10_000,
    });

    return {
      url: `https://localhost:${ports.https}`,
      ports,
      apis,
      webs,
      certificate,
      folder,
      waitReady,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
