import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { inAreaLanguage } from '../../lib/in-area-language.ts';
import { contentPages } from './content.tables.ts';

export type ContentPage = typeof contentPages.$inferSelect;

/** The page's editable fields: everything but its address (id, page id, area, language). */
export type ContentPageValues = Pick<
  ContentPage,
  'url' | 'title' | 'template' | 'metaDescription' | 'parentPageId' | 'blocks'
>;

/** A page of an area's language by its page id, or undefined. */
export async function findContentPage(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  pageId: string,
): Promise<ContentPage | undefined> {
  const [page] = await ctx.db
    .select()
    .from(contentPages)
    .where(inAreaLanguage(contentPages, areaId, languageCode, eq(contentPages.pageId, pageId)));
  return page;
}

/** The id of another page of the area's language that has the URL, or null (URLs are unique per language). */
export async function pageIdWithUrl(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  url: string,
  otherThanPageId: string,
): Promise<string | null> {
  const [taken] = await ctx.db
    .select({ pageId: contentPages.pageId })
    .from(contentPages)
    .where(
      inAreaLanguage(
        contentPages,
        areaId,
        languageCode,
        eq(contentPages.url, url),
        ne(contentPages.pageId, otherThanPageId),
      ),
    );
  return taken?.pageId ?? null;
}

/** Update the page, or add it when the area's language does not have it yet (in the caller's transaction). */
export async function saveContentPage(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  pageId: string,
  values: ContentPageValues,
): Promise<void> {
  const updated = await ctx.db
    .update(contentPages)
    .set(values)
    .where(inAreaLanguage(contentPages, areaId, languageCode, eq(contentPages.pageId, pageId)))
    .returning({ id: contentPages.id });
  if (updated.length > 0) return;
  // Row ids are global: the demo's `<page>-<language>`, prefixed with the area when another area has it.
  const plain = `${pageId}-${languageCode}`;
  const [clash] = await ctx.db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(eq(contentPages.id, plain));
  const id = clash ? `${areaId}-${plain}` : plain;
  await ctx.db.insert(contentPages).values({ id, pageId, areaId, languageCode, ...values });
}

/** Remove a page of an area's language (in the caller's transaction). */
export async function deleteContentPage(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  pageId: string,
): Promise<void> {
  await ctx.db
    .delete(contentPages)
    .where(inAreaLanguage(contentPages, areaId, languageCode, eq(contentPages.pageId, pageId)));
}

/** Pages of an area's language whose blocks contain `blocks` (jsonb containment), by id, at most `limit`. */
export function pagesContainingBlocks(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  blocks: unknown[],
  limit: number,
): Promise<Array<Pick<ContentPage, 'id' | 'blocks'>>> {
  return ctx.db
    .select({ id: contentPages.id, blocks: contentPages.blocks })
    .from(contentPages)
    .where(
      inAreaLanguage(
        contentPages,
        areaId,
        languageCode,
        sql`${contentPages.blocks} @> ${JSON.stringify(blocks)}::jsonb`,
      ),
    )
    .orderBy(asc(contentPages.id))
    .limit(limit);
}

/** A page of an area's language by its page id when its template is one of `templates`, or undefined. */
export async function findContentPageWithTemplate(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  pageId: string,
  templates: string[],
): Promise<Pick<ContentPage, 'title' | 'template' | 'blocks' | 'url'> | undefined> {
  const [page] = await ctx.db
    .select({
      title: contentPages.title,
      template: contentPages.template,
      blocks: contentPages.blocks,
      url: contentPages.url,
    })
    .from(contentPages)
    .where(
      inAreaLanguage(
        contentPages,
        areaId,
        languageCode,
        eq(contentPages.pageId, pageId),
        inArray(contentPages.template, templates),
      ),
    )
    .limit(1);
  return page;
}

/** How many pages an area's language has (the sitemaps). */
export async function countContentPages(db: Db, areaId: string, languageCode: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contentPages)
    .where(inAreaLanguage(contentPages, areaId, languageCode));
  return row?.total ?? 0;
}

/** A page of an area language's page URLs by row id, each with its page id (the sitemaps). */
export function contentPageUrls(
  db: Db,
  areaId: string,
  languageCode: string,
  window: { offset: number; limit: number },
): Promise<Array<{ id: string; url: string }>> {
  const t = contentPages;
  return db
    .select({ id: t.pageId, url: t.url })
    .from(t)
    .where(inAreaLanguage(t, areaId, languageCode))
    .orderBy(asc(t.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** Every language's URL of the area's pages with these page ids (the sitemaps). */
export function contentPageUrlVersions(
  db: Db,
  areaId: string,
  pageIds: string[],
): Promise<Array<{ id: string; languageCode: string; url: string }>> {
  const t = contentPages;
  return db
    .select({ id: t.pageId, languageCode: t.languageCode, url: t.url })
    .from(t)
    .where(and(eq(t.areaId, areaId), inArray(t.pageId, pageIds)));
}
