import {
  type PerfionContentType,
  type PerfionEntriesById,
  type PerfionEntriesByIdQuery,
  type PerfionEntriesQuery,
  type PerfionEntryPage,
  type PerfionSearchBody,
  type PerfionSource,
  perfionSources,
} from '@shop/contracts';
import { notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { areaExists } from '../area/index.ts';
import { databaseNow, type FeedPageRequest, feedPageRequest, feedPaging } from './feed-page.ts';
import { perfionCategories } from './perfion-categories.ts';
import { perfionPages } from './perfion-pages.ts';
import { perfionProducts } from './perfion-products.ts';
import type { EntryFilter, PerfionContent } from './perfion-types.ts';

const contents: Record<PerfionContentType, PerfionContent> = {
  product: perfionProducts,
  category: perfionCategories,
  page: perfionPages,
};

async function requireAreaExists(ctx: Ctx, areaId: string): Promise<void> {
  if (!(await areaExists(ctx, areaId))) throw notFound(`No area has the id ${areaId}`, 'area-not-found');
}

const sourceSet = (sources: readonly PerfionSource[] | undefined) => new Set(sources ?? perfionSources);

async function entryPage(
  ctx: Ctx,
  areaId: string,
  contentType: PerfionContentType,
  request: FeedPageRequest,
  filter: EntryFilter,
  sources: ReadonlySet<PerfionSource>,
): Promise<PerfionEntryPage> {
  await requireAreaExists(ctx, areaId);
  const content = contents[contentType];
  const snapshotAt = await databaseNow(ctx.db);
  const paged = feedPaging(request, await content.page(ctx, areaId, request, filter), snapshotAt);
  const entries = await content.entries(
    ctx,
    areaId,
    paged.rows.map((row) => row.id),
    sources,
  );
  return { entries, hasMore: paged.hasMore, next: paged.next, snapshotAt };
}

/** GetEntries: a page of one content type's entries with every source. */
export function getPerfionEntries(ctx: Ctx, query: PerfionEntriesQuery): Promise<PerfionEntryPage> {
  return entryPage(ctx, query.areaId, query.contentType, feedPageRequest(query), {}, sourceSet(undefined));
}

/** GetEntriesBySearch: a page of the entries matching a text, ids and a change time. */
export function getPerfionEntriesBySearch(ctx: Ctx, body: PerfionSearchBody): Promise<PerfionEntryPage> {
  const filter: EntryFilter = {
    ...(body.ids ? { ids: body.ids } : {}),
    ...(body.query ? { pattern: containsPattern(body.query) } : {}),
  };
  return entryPage(
    ctx,
    body.areaId,
    body.contentType,
    feedPageRequest(body),
    filter,
    sourceSet(body.sources),
  );
}

/** GetEntriesById: the entries of the ids, with the sources asked for; the ids naming nothing apart. */
export async function getPerfionEntriesById(
  ctx: Ctx,
  query: PerfionEntriesByIdQuery,
): Promise<PerfionEntriesById> {
  await requireAreaExists(ctx, query.AreaId);
  const ids = [...new Set(query.Id)];
  const entries = await contents[query.ContentType].entries(ctx, query.AreaId, ids, sourceSet(query.Sources));
  const found = new Set(entries.map((entry) => entry.id));
  return { entries, missingIds: ids.filter((id) => !found.has(id)) };
}
