import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folder of rendered variants (`IMAGE_CACHE_DIR`), held under `IMAGE_CACHE_MAX_MB` by evicting the least
 * recently used (ADR 34). Several API processes may share the folder:
 * - each keeps its own index (size and last use of every file), read from the folder at start and again every
 *   `rescanMs`, so it learns what the others wrote and dropped; between scans the folder may exceed the cap by
 *   what the other processes wrote meanwhile;
 * - a use is recorded in memory and, at most once per `touchAfterMs` per file, on the file's times, so the
 *   other processes' scans see it too;
 * - a file another process evicted reads as missing (the caller renders it again), and removing a file that
 *   is already gone, or that another process is reading, is no error (POSIX keeps an open file readable).
 */
export type ImageDiskCache = {
  /** The stored variant, or null when it was never stored, was evicted, or cannot be read. A hit is a use. */
  read(key: string, extension: string): Promise<Buffer | null>;
  /** Store a variant (atomically), then evict the least recently used until the folder is under the cap. */
  write(key: string, extension: string, bytes: Buffer): Promise<void>;
  /** Read the folder again (sizes and times of what every sharing process stored) and evict over the cap. */
  scan(): Promise<void>;
  /** The first scan, started on creation. */
  readonly ready: Promise<void>;
  /** Bytes this process counts in the folder. */
  readonly totalBytes: number;
  /** Stop the periodic scan. */
  close(): void;
};

export type ImageDiskCacheOptions = {
  dir: string;
  maxBytes: number;
  /** How often the folder is read again; 10 minutes by default. */
  rescanMs?: number;
  /** A hit older than this on disk sets the file's times again; 10 minutes by default. */
  touchAfterMs?: number;
  /** Where a failed scan is reported; the cache keeps working on what it knows. */
  onError?: (error: unknown, what: string) => void;
  now?: () => number;
};

/** `use` numbers this process's writes and hits in order: unlike a clock, it never stands still or steps back. */
type Entry = { size: number; lastUse: number; onDisk: number; use: number };

/** Temporary files of a write that never finished (a crash) are removed after an hour. */
const staleTemporaryMs = 60 * 60 * 1000;

/** Where one rendered variant lives: fanned out by the key's first two characters. */
export function imageCacheFile(cacheDir: string, key: string, extension: string): string {
  return path.join(cacheDir, key.slice(0, 2), `${key}.${extension}`);
}

export function createImageDiskCache(options: ImageDiskCacheOptions): ImageDiskCache {
  const { dir, maxBytes } = options;
  const now = options.now ?? Date.now;
  const touchAfterMs = options.touchAfterMs ?? 10 * 60 * 1000;
  const onError = options.onError ?? (() => {});
  /** Least recently used first: a use moves the file to the end. */
  const index = new Map<string, Entry>();
  let totalBytes = 0;
  let uses = 0;

  const forget = (file: string) => {
    const entry = index.get(file);
    if (!entry) return;
    index.delete(file);
    totalBytes -= entry.size;
  };
  const remember = (file: string, entry: Entry) => {
    forget(file);
    index.set(file, entry);
    totalBytes += entry.size;
  };

  /** Drop the least recently used until the folder fits, never the file just written. */
  const evict = async (keep: string | null) => {
    const doomed: string[] = [];
    for (const file of index.keys()) {
      if (totalBytes <= maxBytes) break;
      if (file === keep) continue;
      forget(file);
      doomed.push(file);
    }
    await Promise.all(doomed.map((file) => unlink(file).catch(() => {})));
  };

  const scan = async () => {
    const started = now();
    const usesBefore = uses;
    const found = new Map<string, Entry>();
    const buckets = await readdir(dir, { withFileTypes: true }).catch(() => [] as Dirent[]);
    for (const bucket of buckets) {
      if (!bucket.isDirectory()) continue;
      const folder = path.join(dir, bucket.name);
      const names = await readdir(folder).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) continue;
        if (name.endsWith('.tmp')) {
          if (started - info.mtimeMs > staleTemporaryMs) await rm(file, { force: true });
          continue;
        }
        const onDisk = Math.max(info.atimeMs, info.mtimeMs);
        found.set(file, { size: info.size, lastUse: onDisk, onDisk, use: 0 });
      }
    }
    for (const [file, known] of index) {
      const listed = found.get(file);
      if (listed) Object.assign(listed, { lastUse: Math.max(listed.lastUse, known.lastUse), use: known.use });
      // Written or used by this process while the folder was read: kept even if the listing missed it.
      else if (known.use > usesBefore) found.set(file, known);
    }
    // Oldest use first; a tie keeps this process's order of use (files it does not know count as older).
    const rank = new Map([...index.keys()].map((file, position) => [file, position]));
    const ordered = [...found].sort(
      ([fileA, a], [fileB, b]) => a.lastUse - b.lastUse || (rank.get(fileA) ?? -1) - (rank.get(fileB) ?? -1),
    );
    index.clear();
    totalBytes = 0;
    for (const [file, entry] of ordered) remember(file, entry);
    await evict(null);
  };

  const ready = scan().catch((error: unknown) => onError(error, 'scan'));
  const timer = setInterval(
    () => void scan().catch((error: unknown) => onError(error, 'scan')),
    options.rescanMs ?? 10 * 60 * 1000,
  );
  timer.unref();

  return {
    ready,
    get totalBytes() {
      return totalBytes;
    },
    scan,
    close: () => clearInterval(timer),

    async read(key, extension) {
      const file = imageCacheFile(dir, key, extension);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch {
        forget(file);
        return null;
      }
      const at = now();
      const entry = index.get(file);
      const onDisk = entry?.onDisk ?? 0;
      remember(file, { size: bytes.length, lastUse: at, onDisk, use: ++uses });
      if (at - onDisk > touchAfterMs) {
        const seconds = at / 1000;
        await utimes(file, seconds, seconds).then(
          () => {
            const current = index.get(file);
            if (current) current.onDisk = at;
          },
          () => {},
        );
      }
      return bytes;
    },

    async write(key, extension, bytes) {
      const file = imageCacheFile(dir, key, extension);
      await mkdir(path.dirname(file), { recursive: true });
      // A unique temporary file renamed over the final name: a reader sees nothing or the whole image, even
      // with several processes writing the same key.
      const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const at = now();
      remember(file, { size: bytes.length, lastUse: at, onDisk: at, use: ++uses });
      await evict(file);
    },
  };
}
