import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { productImagePath } from './product-image-path.ts';
import { renderProductImages } from './render-product-images.ts';

const images = [
  { garment: 'dress', colorCode: 'rose', view: 'front' },
  { garment: 'socks', colorCode: 'multi-color', view: 'back' },
] as const;

let mediaDir: string | undefined;
afterEach(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('renderProductImages', () => {
  it('renders 2000 × 2000 JPEGs once and skips them on the next run', async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'nordlys-media-'));
    expect(await renderProductImages(mediaDir, images)).toEqual({ rendered: 2, skipped: 0 });
    for (const image of images) {
      const file = join(mediaDir, productImagePath(image));
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 2000, height: 2000 });
      expect((await stat(file)).size).toBeGreaterThan(10_000);
    }
    expect(await renderProductImages(mediaDir, images)).toEqual({ rendered: 0, skipped: 2 });
  });
});
