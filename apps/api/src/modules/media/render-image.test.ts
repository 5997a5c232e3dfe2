import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaFixture } from '../../test-support/media-fixture.ts';
import { type RenderImageRequest, renderImage } from './render-image.ts';

/**
 * The renderer knows fit, fill and crop and an auto side (0). The route asks only for fit at the storefront's
 * sizes (ADR 34); these stay so a storefront image that needs another mode is one line in the contract.
 */
const media = createMediaFixture();
beforeAll(() => media.write());
afterAll(() => media.remove());

const render = async (request: Omit<RenderImageRequest, 'file' | 'format'> & { file: string }) => {
  const bytes = await renderImage(
    { ...request, file: path.join(media.mediaDir, request.file), format: 'png' },
    50_000_000,
  );
  const meta = await sharp(bytes).metadata();
  return { width: meta.width, height: meta.height };
};

describe('renderImage', () => {
  it('fill covers the box exactly; crop cuts to the box but never enlarges; 0 follows the aspect ratio', async () => {
    const cases: Array<[Omit<RenderImageRequest, 'file' | 'format'>, string, number, number]> = [
      [{ resize: 'fill', width: 400, height: 400, gravity: 'sm' }, 'products/wide.jpg', 400, 400],
      [{ resize: 'fill', width: 800, height: 800, gravity: 'ce' }, 'products/small.jpg', 800, 800],
      [{ resize: 'crop', width: 400, height: 200, gravity: 'north' }, 'products/wide.jpg', 400, 200],
      [{ resize: 'crop', width: 800, height: 800, gravity: 'sm' }, 'products/small.jpg', 50, 50],
      [{ resize: 'fit', width: 400, height: 0, gravity: 'sm' }, 'products/wide.jpg', 400, 200],
      [{ resize: 'fit', width: 0, height: 300, gravity: 'sm' }, 'products/tall.png', 100, 300],
    ];
    for (const [request, file, width, height] of cases) {
      const label = `${request.resize}/${request.width}/${request.height}/${request.gravity} ${file}`;
      expect(await render({ ...request, file }), label).toEqual({ width, height });
    }
  });
});
