import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded database folder. PGlite runs PostgreSQL in single-user mode inside the process and
 * does not notice a second process writing the same files: two API processes on one folder each saw their own
 * rows (a token from one was 401 on the other) and could corrupt the folder. So the folder gets a lock file
 * beside it (`<folder>.lock`, holding the pid): a live holder makes opening fail with a message saying who
 * holds it; the lock of a process that died (kill -9, power loss) is taken over.
 */

export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database folder ${dataDir} is in use by process ${pid} (lock file ${lockFile}). ` +
        'Only one process may open a PGlite folder: stop that process first, point DATA_DIR elsewhere, or ' +
        'use PostgreSQL (DATABASE_URL) to run several processes on one database.',
    );
  }
}

/** Lock files this process holds, so a second open in the same process fails too and exit removes them. */
const held = new Set<string>();
let exitHookInstalled = false;

export const lockFileOf = (dataDir: string): string => `${path.resolve(dataDir)}.lock`;

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether a process with this pid runs (EPERM: it does, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Create the lock file with our pid in one step (link of a complete file): false when it exists. */
function tryCreate(lockFile: string): boolean {
  const temporary = `${lockFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${process.pid}\n`);
  try {
    linkSync(temporary, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * Move a stale lock (of `stalePid`, or unreadable) out of the way. Two processes may take over the same stale
 * lock at once: the one that moved away a lock that was no longer the stale one puts it back.
 */
function removeStale(lockFile: string, stalePid: number | null): void {
  const moved = `${lockFile}.stale.${process.pid}`;
  try {
    renameSync(lockFile, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const movedPid = readPid(moved);
  if (movedPid !== stalePid && movedPid !== null && isAlive(movedPid)) {
    try {
      linkSync(moved, lockFile);
    } catch {
      // Someone holds it again already; they keep it.
    }
  }
  unlinkSync(moved);
}

function releaseAll(): void {
  for (const lockFile of held) {
    if (readPid(lockFile) === process.pid) {
      try {
        unlinkSync(lockFile);
      } catch {
        // Gone already.
      }
    }
  }
  held.clear();
}

/**
 * Take the folder's lock or throw DataFolderInUseError. Answers the release function (also run at process exit;
 * after a crash the lock stays and the next process takes it over once the pid is gone).
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  if (held.has(lockFile)) throw new DataFolderInUseError(dataDir, process.pid, lockFile);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockFile)) {
      held.add(lockFile);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', releaseAll);
      }
      return () => {
        if (!held.delete(lockFile)) return;
        if (readPid(lockFile) === process.pid) unlinkSync(lockFile);
      };
    }
    const pid = readPid(lockFile);
    // Our own pid without our hold: a previous process that had the same pid (pid 1 in a container restart).
    if (pid !== null && pid !== process.pid && isAlive(pid)) {
      throw new DataFolderInUseError(dataDir, pid, lockFile);
    }
    removeStale(lockFile, pid);
  }
  throw new Error(`Could not take the lock ${lockFile} of the embedded database folder ${dataDir}`);
}
