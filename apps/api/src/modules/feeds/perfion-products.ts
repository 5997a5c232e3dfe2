import { localizeContentUrl, type PerfionEntry } from '@shop/contracts';
import { byProduct, loadStyleDetails, loadStylePage, mediaUrl } from './load-style-rows.ts';
import { type PerfionContent, sourcesOf } from './perfion-types.ts';

/** Products as Perfion entries: texts per language; catalogue, categories, colours, variants, media. */
export const perfionProducts: PerfionContent = {
  page: (ctx, _areaId, request, filter) =>
    loadStylePage(ctx.db, request, {
      ...(filter.ids ? { ids: filter.ids } : {}),
      ...(filter.pattern ? { text: filter.pattern } : {}),
    }),

  async entries(ctx, areaId, ids, wanted) {
    if (ids.length === 0) return [];
    const styles = await loadStylePage(
      ctx.db,
      { take: ids.length, skip: 0, after: null, newerThan: null },
      { ids },
    );
    const details = await loadStyleDetails(ctx.db, ids, {
      categories: wanted.has('categories'),
      variants: wanted.has('variants'),
      media: wanted.has('media'),
    });
    const texts = byProduct(details.texts);
    const colors = byProduct(details.colors);
    const variants = byProduct(details.variants);
    const media = byProduct(details.media);
    const categories = byProduct(details.categories);
    const publicUrl = ctx.config.publicUrl;
    return styles.map(
      (style): PerfionEntry => ({
        id: style.id,
        contentType: 'product',
        areaId,
        updatedAt: new Date(style.updatedAt).toISOString(),
        languages: (texts.get(style.id) ?? []).map((text) => ({
          languageCode: text.languageCode,
          fields: {
            name: text.name,
            description: text.description,
            url: localizeContentUrl(text.url, text.languageCode),
          },
        })),
        sources: sourcesOf(wanted, {
          catalogue: [
            {
              number: style.number,
              brand: style.brand,
              garment: style.garment,
              print: style.print,
              primaryCategoryId: style.primaryCategoryId,
              primaryColorCode: style.primaryColorCode,
            },
          ],
          categories: (categories.get(style.id) ?? []).map((row) => ({ categoryId: row.categoryId })),
          colors: (colors.get(style.id) ?? []).map((color) => ({
            colorCode: color.code,
            hex: color.hex,
            nameEn: color.nameEn,
            nameDa: color.nameDa,
            seasonCode: color.seasonCode,
            deliveryDropCode: color.deliveryDropCode,
          })),
          variants: (variants.get(style.id) ?? []).map((variant) => ({
            variantId: variant.id,
            colorCode: variant.colorCode,
            size: variant.size,
            ean: variant.ean,
          })),
          media: (media.get(style.id) ?? []).map((item) => ({
            colorCode: item.colorCode,
            url: mediaUrl(publicUrl, item.path),
            path: item.path,
            width: item.width,
            height: item.height,
          })),
        }),
      }),
    );
  },
};
