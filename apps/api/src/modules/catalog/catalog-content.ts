import type { ContentType, LanguageCode, PageContent } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { categories, categoryTranslations, productColors, productTranslations } from './catalog.tables.ts';

/** A category as a page of content, found by its URL in a language (GetContentByUrl), or null. */
export async function findCategoryContent(ctx: Ctx, language: LanguageCode, url: string) {
  const [row] = await ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categoryTranslations.name,
      description: categoryTranslations.description,
      heroImage: categories.heroImage,
    })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(and(eq(categoryTranslations.languageCode, language), eq(categoryTranslations.url, url)));
  if (!row) return null;
  const versions = await ctx.db
    .select({ languageCode: categoryTranslations.languageCode, url: categoryTranslations.url })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, row.id));
  const content: PageContent = {
    id: row.id,
    parentId: row.parentId,
    title: row.name,
    url,
    template: 'category',
    metaDescription: row.description,
    blocks: [{ type: 'productList', categoryId: row.id, query: null }],
    heroImage: row.heroImage,
    alternates: Object.fromEntries(versions.map((v) => [v.languageCode, v.url])),
  };
  return content;
}

/** A product as a page of content, found by its URL in a language (GetContentByUrl), or null. */
export async function findProductContent(ctx: Ctx, language: LanguageCode, url: string) {
  const [row] = await ctx.db
    .select()
    .from(productTranslations)
    .where(and(eq(productTranslations.languageCode, language), eq(productTranslations.url, url)));
  if (!row) return null;
  const versions = await ctx.db
    .select({ languageCode: productTranslations.languageCode, url: productTranslations.url })
    .from(productTranslations)
    .where(eq(productTranslations.productId, row.productId));
  const colours = await ctx.db
    .select({ isPreview: productColors.isPreview })
    .from(productColors)
    .where(eq(productColors.productId, row.productId));
  // A style whose every colour is a preview (next season, not yet orderable) is a product preview.
  const contentType: ContentType =
    colours.length > 0 && colours.every((c) => c.isPreview) ? 'product-preview' : 'product';
  const content: PageContent = {
    id: row.productId,
    parentId: null,
    title: row.name,
    url,
    template: 'product',
    metaDescription: row.description,
    blocks: [{ type: 'productDetails', productId: row.productId }],
    alternates: Object.fromEntries(versions.map((v) => [v.languageCode, v.url])),
  };
  return { content, contentType };
}

/** A category's name in a language, or null when there is no such category (or no text in that language). */
export async function categoryNameOf(ctx: Ctx, language: LanguageCode, id: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ name: categoryTranslations.name })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.languageCode, language)));
  return row?.name ?? null;
}
