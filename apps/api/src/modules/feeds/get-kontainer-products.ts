import {
  type KontainerProduct,
  type KontainerProductPage,
  type KontainerProductsQuery,
  localizeContentUrl,
} from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { databaseNow, feedPageRequest, feedPaging } from './feed-page.ts';
import {
  byProduct,
  loadStyleDetails,
  loadStylePage,
  mediaUrl,
  type StyleDetails,
  type StyleRow,
} from './load-style-rows.ts';

function toProduct(
  style: StyleRow,
  details: { [K in keyof StyleDetails]: Map<string, StyleDetails[K]> },
  publicUrl: string,
): KontainerProduct {
  const variants = details.variants.get(style.id) ?? [];
  const media = details.media.get(style.id) ?? [];
  return {
    id: style.id,
    number: style.number,
    brand: style.brand,
    garment: style.garment,
    print: style.print,
    primaryCategoryId: style.primaryCategoryId,
    primaryColorCode: style.primaryColorCode,
    updatedAt: new Date(style.updatedAt).toISOString(),
    texts: Object.fromEntries(
      (details.texts.get(style.id) ?? []).map((text) => [
        text.languageCode,
        {
          name: text.name,
          description: text.description,
          url: localizeContentUrl(text.url, text.languageCode),
        },
      ]),
    ),
    colors: (details.colors.get(style.id) ?? []).map((color) => ({
      code: color.code,
      hex: color.hex,
      names: { en: color.nameEn, da: color.nameDa },
      seasonCode: color.seasonCode,
      deliveryDropCode: color.deliveryDropCode,
      variants: variants
        .filter((variant) => variant.colorCode === color.code)
        .map(({ id, size, ean }) => ({ id, size, ean })),
      media: media
        .filter((item) => item.colorCode === color.code)
        .map(({ path, width, height }) => ({ url: mediaUrl(publicUrl, path), path, width, height })),
    })),
  };
}

/** The Kontainer feed (ADR 51): a page of styles with everything the DAM files pictures under. */
export async function getKontainerProducts(
  ctx: Ctx,
  query: KontainerProductsQuery,
): Promise<KontainerProductPage> {
  const request = feedPageRequest(query);
  const snapshotAt = await databaseNow(ctx.db);
  const paged = feedPaging(request, await loadStylePage(ctx.db, request), snapshotAt);
  const details = await loadStyleDetails(
    ctx.db,
    paged.rows.map((row) => row.id),
  );
  const grouped = {
    texts: byProduct(details.texts),
    colors: byProduct(details.colors),
    variants: byProduct(details.variants),
    media: byProduct(details.media),
    categories: byProduct(details.categories),
  };
  return {
    items: paged.rows.map((style) => toProduct(style, grouped, ctx.config.publicUrl)),
    hasMore: paged.hasMore,
    next: paged.next,
    snapshotAt: paged.snapshotAt,
  };
}
