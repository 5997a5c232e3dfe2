import type { GetContentByUrlResponse, LanguageCode, PageContent } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { AreaCtx, Ctx } from '../../lib/context.ts';
import { findCategoryContent, findProductContent } from '../catalog/index.ts';
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

/** Resolve a URL (without language prefix) to a page, category or product; statusCode 404 when nothing matches. */
export async function getContentByUrl(ctx: AreaCtx, sentUrl: string): Promise<GetContentByUrlResponse> {
  const { areaId, languageCode } = ctx.area;
  const url = normalizeContentUrl(sentUrl);
  const page = await findPage(ctx, areaId, languageCode, url);
  if (page) return { content: page, contentType: 'page', statusCode: 200 };
  const category = await findCategoryContent(ctx, languageCode, url);
  if (category) return { content: category, contentType: 'category', statusCode: 200 };
  const product = await findProductContent(ctx, languageCode, url);
  if (product) return { ...product, statusCode: 200 };
  return notFoundAnswer;
}
