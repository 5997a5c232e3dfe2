import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServers } from '../../scripts/servers.mjs';
import { demoServerEnv } from './server-env.ts';

/** A port nobody listens on now (the kernel's choice), for servers a file starts itself. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * An API host and a web server of a browser file's own, on free ports, with a data folder of their own and the
 * demo loaded, for a file that needs a configuration the shard's shared servers do not have (a payment provider,
 * an ERP) or that writes what the other files must not see (the fuzz test). `env` is added to the test
 * defaults; `PUBLIC_URL` is the web server's address. `stop()` ends both and removes the folder.
 */
export async function startOwnServers({
  name,
  env = {},
  timeoutMs,
}: {
  /** Names the data folder (`shop-<name>-…` under the system's temporary folder). */
  name: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `shop-${name}-`));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  try {
    const servers = await startServers({
      apiPort,
      webPort,
      stdio: process.env.E2E_LOGS ? 'inherit' : 'ignore',
      ...(timeoutMs ? { timeoutMs } : {}),
      env: { ...demoServerEnv(dataDir, webPort), ...env },
    });
    return {
      webUrl: servers.webUrl as string,
      apiUrl: servers.apiUrl as string,
      stop: async () => {
        await servers.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
