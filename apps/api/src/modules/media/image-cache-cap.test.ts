import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaFixture, mediaUrl } from '../../test-support/media-fixture.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';

/** A cap of 1,200 bytes: a few of the fixture's WebP variants (80–500 bytes each). */
const capBytes = 1_200;
const media = createMediaFixture();
const shared = useSharedTestApp({
  mediaDir: media.mediaDir,
  imageCacheDir: media.imageCacheDir,
  imageCacheMaxMb: capBytes / (1024 * 1024),
});
beforeAll(() => media.write());
afterAll(() => media.remove());

const url = (width: number, height: number) =>
  mediaUrl(endpoints.media.getResizedImage, {
    resize: 'fit',
    width,
    height,
    gravity: 'sm',
    b64Path: `${media.b64('products/wide.jpg')}.webp`,
  });
const get = async (width: number, height = width) => {
  const response = await shared.app.inject({ url: url(width, height) });
  expect(response.statusCode, `${width}×${height}`).toBe(200);
  return { cache: response.headers['x-image-cache'], bytes: response.rawPayload.length };
};
const stored = () =>
  readdirSync(media.imageCacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => statSync(path.join(entry.parentPath, entry.name)).size);

describe('IMAGE_CACHE_MAX_MB', () => {
  it('keeps the cache folder under the cap: the oldest variant is evicted, the most recently used survives', async () => {
    const sizes = [40, 80, 96, 120, 160, 192, 240, 400, 600, 640];
    const rendered = new Map<number, number>();
    for (const size of sizes) {
      const answer = await get(size);
      expect(answer.cache, `${size}`).toBe('miss');
      rendered.set(size, answer.bytes);
      expect(stored().reduce((total, bytes) => total + bytes, 0)).toBeLessThanOrEqual(capBytes);
    }
    // 400 is used again (now the most recently used), then a new variant is written.
    expect((await get(400)).cache).toBe('hit');
    const added = await get(400, 500);
    expect(added.cache).toBe('miss');
    // What the test relies on: more was rendered than fits, and any two variants fit together.
    const all = [...rendered.values(), added.bytes];
    expect(all.reduce((total, bytes) => total + bytes, 0)).toBeGreaterThan(capBytes);
    const [largest = 0, second = 0] = all.sort((a, b) => b - a);
    expect(largest + second).toBeLessThanOrEqual(capBytes);

    expect(stored().reduce((total, bytes) => total + bytes, 0)).toBeLessThanOrEqual(capBytes);
    expect((await get(400)).cache).toBe('hit');
    expect((await get(40)).cache).toBe('miss'); // the oldest was evicted, and is simply rendered again
  });
});
