import { join } from 'node:path';
import { prints } from './build-area.ts';
import { categoryHeroPath, categoryHeroSvg, homeHeroSvg } from './category-hero-svg.ts';
import { categoryImageSvg, journalTilePath, journalTileSvg, printImageSvg } from './content-image-svgs.ts';
import type { RenderResult } from './render-product-images.ts';
import { runLimited } from './run-limited.ts';
import { writeSvgJpeg } from './write-svg-jpeg.ts';

/**
 * Category tiles (`categories/<id>.jpg`, 1600 × 900, top level), every category's hero band
 * (`categories/heroes/<id>.jpg`, 2400 × 600), the home hero (`content/hero.jpg`, 2400 × 1200, a lifestyle room as
 * the category heroes), the journal's tile (`content/journal.jpg`) and print swatches (`prints/<print>.jpg`),
 * rendered locally; existing files are kept.
 */
export async function renderContentImages(
  mediaDir: string,
  categories: ReadonlyArray<{ id: string; parentId: string | null }>,
): Promise<RenderResult> {
  const topCategoryIds = categories.filter((category) => category.parentId === null).map(({ id }) => id);
  const jobs: Array<[string, () => string]> = [
    ['content/hero.jpg', homeHeroSvg],
    [journalTilePath, journalTileSvg],
    ...topCategoryIds.map((id): [string, () => string] => [
      `categories/${id}.jpg`,
      () => categoryImageSvg(id),
    ]),
    ...categories.map(({ id }): [string, () => string] => [categoryHeroPath(id), () => categoryHeroSvg(id)]),
    ...prints.map((print): [string, () => string] => {
      const name = print.toLowerCase();
      return [`prints/${name}.jpg`, () => printImageSvg(name)];
    }),
  ];
  const outcomes = await runLimited(jobs, 2, ([path, svg]) => writeSvgJpeg(svg(), join(mediaDir, path)));
  const rendered = outcomes.filter(Boolean).length;
  return { rendered, skipped: outcomes.length - rendered };
}
