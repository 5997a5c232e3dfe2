import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { lockFileOf } from './pglite-lock.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const clientUrl = new URL('./client.ts', import.meta.url).href;
const folder = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
const dataDir = path.join(folder, 'pglite');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** Another process that opens the folder the way the API does, says 'open' and keeps it until killed. */
function holdInAnotherProcess(): Promise<ChildProcess> {
  const code = `
    const { openDatabase } = await import(${JSON.stringify(clientUrl)});
    await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)}, thread: 'main' });
    console.log('open');
    setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('open')) resolve(child);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('exit', (code) => reject(new Error(`the holder exited (${code}): ${output}`)));
  });
}

describe('an embedded database folder', () => {
  it('is refused while another process holds it, and taken over once that process is gone', async () => {
    const holder = await holdInAnotherProcess();
    expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(holder.pid));

    await expect(openDatabase({ kind: 'pglite', dataDir, thread: 'main' })).rejects.toThrow(
      `The embedded database folder ${dataDir} is in use by process ${holder.pid}`,
    );

    // kill -9: the holder cannot remove its lock, which now names a dead process.
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(holder.pid));

    const handle = await openDatabase({ kind: 'pglite', dataDir, thread: 'main' });
    try {
      expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
      expect(handle.migrations.total).toBeGreaterThan(0);
      // Once is enough: a second open in this same process is refused too.
      await expect(openDatabase({ kind: 'pglite', dataDir, thread: 'main' })).rejects.toThrow(
        /is in use by process/,
      );
    } finally {
      await handle.close();
    }
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });
});
