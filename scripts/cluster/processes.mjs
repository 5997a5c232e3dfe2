// The cluster's children: each instance is `npm run start:api` or `npm run start:web` in a process group of
// its own, so that killing it (Ctrl-C, or a test's simulated crash) reaches node under npm too.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Prefixes every line a child writes with its name, for one readable log of the whole cluster. */
export function pipeLines(stream, name, log) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') log(`[${name}] ${line}`);
  });
}

/**
 * An npm script as a supervised instance: `start()` spawns it, `kill(signal)` signals its whole group and
 * waits for it to exit, `running` says whether it runs.
 */
export function npmInstance(name, script, env, log) {
  let child = null;
  let exited = Promise.resolve();
  const instance = {
    name,
    env,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    start() {
      child = spawn('npm', ['run', script], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      pipeLines(child.stdout, name, log);
      pipeLines(child.stderr, name, log);
      const started = child;
      exited = new Promise((resolve) => started.once('exit', () => resolve()));
      return instance;
    },
    async kill(signal = 'SIGTERM') {
      if (!instance.running) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Gone already.
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return instance;
}

/** Waits until `url` answers 200 (a readiness probe), or fails naming it after `timeoutMs`. */
export async function waitForOk(url, { timeoutMs = 180_000, alive = () => true, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what} exited before it was ready`);
    const answer = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${Math.round(timeoutMs / 1000)} s (${url})`);
}
