import { join } from 'node:path';
import { prints } from './build-area.ts';
import { categoryImageSvg, heroImageSvg, printImageSvg } from './content-image-svgs.ts';
import type { RenderResult } from './render-product-images.ts';
import { runLimited } from './run-limited.ts';
import { writeSvgJpeg } from './write-svg-jpeg.ts';

/**
 * Category tiles (`categories/<id>.jpg`, 1600 × 900), the home hero (`content/hero.jpg`, 2400 × 1200) and
 * print swatches (`prints/<print>.jpg`), rendered locally; existing files are kept.
 */
export async function renderContentImages(
  mediaDir: string,
  topCategoryIds: readonly string[],
): Promise<RenderResult> {
  const jobs: Array<[string, () => string]> = [
    ['content/hero.jpg', heroImageSvg],
    ...topCategoryIds.map((id): [string, () => string] => [
      `categories/${id}.jpg`,
      () => categoryImageSvg(id),
    ]),
    ...prints.map((print): [string, () => string] => {
      const name = print.toLowerCase();
      return [`prints/${name}.jpg`, () => printImageSvg(name)];
    }),
  ];
  const outcomes = await runLimited(jobs, 2, ([path, svg]) => writeSvgJpeg(svg(), join(mediaDir, path)));
  const rendered = outcomes.filter(Boolean).length;
  return { rendered, skipped: outcomes.length - rendered };
}
