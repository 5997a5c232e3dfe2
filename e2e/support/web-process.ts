import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../scripts/servers.mjs';

/**
 * The built web server (apps/web/server.mjs) as its own process, and a stand-in API host that records what
 * reaches it: what the web server stories (web-server.e2e.ts, web-telemetry.e2e.ts) start.
 */
export type Recorded = { url: string; method: string; headers: IncomingHttpHeaders; bodyBytes: number };

export async function startRecordingApi() {
  const received: Recorded[] = [];
  const server = createServer((req, res) => {
    const call: Recorded = {
      url: req.url ?? '',
      method: req.method ?? '',
      headers: req.headers,
      bodyBytes: 0,
    };
    received.push(call);
    req.on('data', (chunk: Buffer) => {
      call.bodyBytes += chunk.byteLength;
    });
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

export type WebServer = { url: string; child: ChildProcess; output: () => string };

/** Spawns the web server on a free loopback port; resolves once it prints its address. */
export function startWeb(apiUrl: string, env: Record<string, string> = {}): Promise<WebServer> {
  return spawnWeb([path.join(repoRoot, 'apps/web/server.mjs')], path.join(repoRoot, 'apps/web'), {
    ...process.env,
    API_URL: apiUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    ...env,
  });
}

/**
 * Runs `node <args>` in `cwd` with exactly `env` (a web server start, listening on the PORT and HOST it names);
 * resolves with its address once it prints it, rejects with its output if it exits first. `onSpawn` gets the
 * process at once, for a caller that stops whatever it started, listening or not.
 */
export function spawnWeb(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  onSpawn?: (child: ChildProcess) => void,
): Promise<WebServer> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  onSpawn?.(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const listening = /\[web\] (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve({ url: listening[1], child, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the web server exited with ${code}:\n${output}`)));
  });
}

export async function stopWeb(web: WebServer): Promise<number | null> {
  if (web.child.exitCode !== null) return web.child.exitCode;
  const exited = once(web.child, 'exit');
  web.child.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}
