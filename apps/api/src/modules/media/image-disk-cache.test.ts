import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImageDiskCache, type ImageDiskCache, imageCacheFile } from './image-disk-cache.ts';

let dir = '';
const opened: ImageDiskCache[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nordlys-image-cache-'));
});
afterEach(() => {
  for (const cache of opened.splice(0)) cache.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = async (maxBytes: number, now?: () => number) => {
  const cache = createImageDiskCache({ dir, maxBytes, now });
  opened.push(cache);
  await cache.ready;
  return cache;
};
/** A key as the service makes them: 64 hex digits, fanned out by the first two. */
const key = (n: number) => n.toString(16).padStart(2, '0').repeat(32);
const bytes = (size: number) => Buffer.alloc(size, 7);
const folderBytes = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(path.join(entry.parentPath, entry.name)).size, 0);

describe('the image disk cache', () => {
  it('stays under its cap: the least recently used goes first, a variant just used stays', async () => {
    const cache = await open(3_500);
    for (const n of [1, 2, 3]) await cache.write(key(n), 'webp', bytes(1_000));
    expect(await cache.read(key(1), 'webp')).toEqual(bytes(1_000)); // 1 is now the most recently used
    await cache.write(key(4), 'webp', bytes(1_000)); // 4 000 > 3 500: the oldest, 2, goes
    expect(await cache.read(key(2), 'webp')).toBeNull();
    for (const n of [1, 3, 4]) expect(await cache.read(key(n), 'webp'), `key ${n}`).not.toBeNull();
    expect(folderBytes()).toBeLessThanOrEqual(3_500);
    expect(cache.totalBytes).toBe(folderBytes());

    for (let n = 5; n < 40; n++) await cache.write(key(n), 'webp', bytes(300 + n * 10));
    expect(folderBytes()).toBeLessThanOrEqual(3_500);
    expect(cache.totalBytes).toBe(folderBytes());
    expect(await cache.read(key(39), 'webp')).not.toBeNull();
  });

  it('learns at start what the folder holds, and evicts the files used longest ago', async () => {
    const hour = 3_600_000;
    const t0 = Date.now() - 10 * hour;
    for (const n of [1, 2, 3, 4]) {
      const file = imageCacheFile(dir, key(n), 'jpeg');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bytes(1_000));
      // 3 was used last, 1 longest ago.
      const used = new Date(t0 + [0, 0, 2, 3, 1][n]! * hour);
      utimesSync(file, used, used);
    }
    const leftover = path.join(path.dirname(imageCacheFile(dir, key(1), 'jpeg')), 'x.jpeg.1.tmp');
    writeFileSync(leftover, bytes(50));
    utimesSync(leftover, new Date(t0), new Date(t0));

    const cache = await open(2_000);
    expect(existsSync(imageCacheFile(dir, key(1), 'jpeg'))).toBe(false);
    expect(existsSync(imageCacheFile(dir, key(4), 'jpeg'))).toBe(false);
    expect(existsSync(leftover)).toBe(false);
    expect(await cache.read(key(2), 'jpeg')).not.toBeNull();
    expect(await cache.read(key(3), 'jpeg')).not.toBeNull();
    expect(cache.totalBytes).toBe(2_000);
  });

  // A clock that stands still (or was stepped back while the test ran, as a VM's clock can be after boot) once
  // made the first process keep its evicted 2 and 3 as "written during the scan" and evict 6 instead.
  const standingClock = Date.now() + 60_000;
  it.each([
    ['the clock runs', undefined],
    ['the clock stands still', () => standingClock],
  ])(
    'two processes on one folder (%s): a file the other evicted reads as missing, evicting it again is no error',
    async (_, now) => {
      const first = await open(2_500, now);
      const second = await open(2_500, now);
      await second.write(key(1), 'png', bytes(1_000));
      await first.scan(); // the periodic scan: first now knows 1
      await first.write(key(2), 'png', bytes(1_000));
      await first.write(key(3), 'png', bytes(1_000)); // first evicts 1, the oldest it knows
      expect(await second.read(key(1), 'png')).toBeNull();

      // second still counts 2 and 3 as unknown and 1 as gone; writing and evicting over files first removed works.
      await first.write(key(4), 'png', bytes(1_000));
      await second.write(key(5), 'png', bytes(2_000));
      await second.write(key(6), 'png', bytes(2_000));
      await second.scan();
      await first.scan();
      expect(folderBytes()).toBeLessThanOrEqual(2_500);
      expect(await first.read(key(6), 'png')).toEqual(bytes(2_000));
    },
  );

  it('a read racing an eviction gets the whole file or a miss, never an error', async () => {
    const cache = await open(1_500);
    await cache.write(key(1), 'webp', bytes(1_000));
    const reading = cache.read(key(1), 'webp');
    await cache.write(key(2), 'webp', bytes(1_000));
    const read = await reading;
    expect(read === null || read.equals(bytes(1_000))).toBe(true);
    expect(await cache.read(key(1), 'webp')).toBeNull();
  });
});
