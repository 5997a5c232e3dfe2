import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Endpoint, type EndpointInput, pathOf, queryStringOf } from '@shop/contracts';
import { unusedPort } from './tcp-proxy.ts';

const apiFolder = fileURLToPath(new URL('../../', import.meta.url));

export type ApiProcess = {
  readonly url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * The API host in a process of its own as `npm run start:api` runs it, from the TypeScript source (the API
 * suite needs no build; the compiled start is e2e/production-start.e2e.ts and every browser test), configured by the
 * environment only. Resolves once `/health` answers; rejects with the process's output when it exits first.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await unusedPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiFolder,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output}`);
    if (waited > 120_000) {
      await stop();
      throw new Error(`the API did not answer /health within 120 s:\n${output}`);
    }
    const answer = await fetch(`${url}/health`).catch(() => null);
    if (answer?.ok) return { url, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Calls an endpoint of a running API over HTTP by its definition (the web's `call`, without the web). */
export async function callHttp<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  input: EndpointInput<E> | Record<string, never> = {},
  options: { token?: string | null; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: a test reads what it asserts of the answer, as JSON
): Promise<{ status: number; body: any }> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  const search = queryStringOf(query as Record<string, unknown> | undefined);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${pathOf(endpoint, params)}${search ? `?${search}` : ''}`, {
    method: endpoint.method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the text as it came
  }
  return { status: response.status, body: parsed };
}
