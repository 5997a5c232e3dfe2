import { join } from 'node:path';
import { productImageSvg } from './garment-svg.ts';
import { type ProductImage, productImagePath, productImageSize } from './product-image-path.ts';
import { runLimited } from './run-limited.ts';
import { writeSvgJpeg } from './write-svg-jpeg.ts';

export type RenderResult = { rendered: number; skipped: number };

/**
 * Render product images locally (SVG → JPEG with sharp) under `<mediaDir>/products/`. Files that already
 * exist are skipped, so a second seed costs nothing. Two at a time: sharp already uses several threads per
 * image, and the database load runs alongside.
 */
export async function renderProductImages(
  mediaDir: string,
  images: readonly ProductImage[],
  concurrency = 2,
): Promise<RenderResult> {
  const unique = [...new Map(images.map((image) => [productImagePath(image), image])).entries()];
  const outcomes = await runLimited(unique, concurrency, ([path, image]) =>
    writeSvgJpeg(
      productImageSvg(image.garment, image.colorCode, image.view, productImageSize),
      join(mediaDir, path),
    ),
  );
  const rendered = outcomes.filter(Boolean).length;
  return { rendered, skipped: outcomes.length - rendered };
}
