import type { ContentType, GetContentByUrlResponse, LanguageCode, PageContent } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { type Ctx, requireArea } from '../../lib/context.ts';
import { categories, categoryTranslations, productColors, productTranslations } from '../catalog/index.ts';
import { contentPages } from './content.tables.ts';

/** `/about/` → `/about`; query and hash dropped; `/` stays `/`. */
export function normalizeContentUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

const notFoundAnswer: GetContentByUrlResponse = { content: null, contentType: null, statusCode: 404 };

async function findPage(ctx: Ctx, areaId: string, language: LanguageCode, url: string) {
  const [page] = await ctx.db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.areaId, areaId),
        eq(contentPages.languageCode, language),
        eq(contentPages.url, url),
      ),
    );
  if (!page) return null;
  const versions = await ctx.db
    .select({ languageCode: contentPages.languageCode, url: contentPages.url, id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.areaId, areaId), eq(contentPages.pageId, page.pageId)));
  const [parent] = page.parentPageId
    ? await ctx.db
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(and(eq(contentPages.pageId, page.parentPageId), eq(contentPages.languageCode, language)))
    : [];
  const content: PageContent = {
    id: page.id,
    parentId: parent?.id ?? null,
    title: page.title,
    url: page.url,
    template: page.template,
    metaDescription: page.metaDescription,
    blocks: page.blocks,
    alternates: Object.fromEntries(versions.map((v) => [v.languageCode, v.url])),
  };
  return content;
}

async function findCategory(ctx: Ctx, language: LanguageCode, url: string) {
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

async function findProduct(ctx: Ctx, language: LanguageCode, url: string) {
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

/** Resolve a URL (without language prefix) to a page, category or product; statusCode 404 when nothing matches. */
export async function getContentByUrl(ctx: Ctx, sentUrl: string): Promise<GetContentByUrlResponse> {
  const { areaId, languageCode } = requireArea(ctx);
  const url = normalizeContentUrl(sentUrl);
  const page = await findPage(ctx, areaId, languageCode, url);
  if (page) return { content: page, contentType: 'page', statusCode: 200 };
  const category = await findCategory(ctx, languageCode, url);
  if (category) return { content: category, contentType: 'category', statusCode: 200 };
  const product = await findProduct(ctx, languageCode, url);
  if (product) return { ...product, statusCode: 200 };
  return notFoundAnswer;
}
