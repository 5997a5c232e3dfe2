// The benchmarks' client of the API host: one way to start it with demo data, call an endpoint of the
// contracts, log in and make an API key, so each bench script holds only what it measures.
import { mkdirSync, rmSync } from 'node:fs';
import { endpoints } from '@shop/contracts/endpoints';
import { startApi } from '../servers.mjs';

/** Calls an endpoint (its method and path from the contracts) with a JSON body or a query; throws unless 2xx. */
export async function callEndpoint(baseUrl, endpoint, { body, query, headers } = {}) {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  const response = await fetch(`${baseUrl}${endpoint.path}${search}`, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint.operationId}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The Authorization header of a demo user's session. */
export async function loginHeaders(baseUrl, username, password = 'nordlys-demo') {
  const { token } = await callEndpoint(baseUrl, endpoints.user.login, { body: { username, password } });
  return { authorization: `Bearer ${token}` };
}

/** The B2B Manager makes an API key of a kind (`feed`, `erp`); answers the Authorization header that uses it. */
export async function apiKeyHeaders(baseUrl, kind, name = `bench ${kind} ${new Date().toISOString()}`) {
  const staff = await loginHeaders(baseUrl, 'manager@nordlys.demo');
  const { secret } = await callEndpoint(baseUrl, endpoints.feedKeys.createFeedApiKey, {
    body: { name, kind },
    headers: staff,
  });
  return { authorization: `ApiKey ${secret}` };
}

/** A function answering the list's items in turn, round and round. */
export function rotate(list) {
  let i = 0;
  return () => list[i++ % list.length];
}

/**
 * The API host alone on loopback with a fresh embedded database of `styles` demo styles in `dataDir` (emptied
 * first, loaded at start), jobs off, logins unlimited; `env` adds to it. Answers startApi's handle.
 */
export async function startDemoApi({ port, styles, dataDir, pictures = false, timeoutMs, env = {} }) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  console.log(
    `Starting the API host with ${styles} demo styles${pictures ? ' and their pictures' : ''} in ${dataDir}…`,
  );
  return startApi({
    apiPort: port,
    stdio: 'ignore',
    timeoutMs,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      DEMO_STYLES: String(styles),
      DEMO_RENDER_IMAGES: String(pictures),
      JOBS_ENABLED: 'false',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
  });
}
