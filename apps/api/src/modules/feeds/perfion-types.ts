import type { PerfionEntry, PerfionFieldValue, PerfionSource } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import type { FeedPageRequest } from './feed-page.ts';

/** What narrows a page of entries besides paging: ids asked for, a LIKE pattern (already escaped). */
export type EntryFilter = { ids?: readonly string[]; pattern?: string };

/** One content type of the Perfion feed: its page of ids, and its entries for ids. */
export type PerfionContent = {
  /** `take + 1` ids in id order (one more tells whether more follow). */
  page(
    ctx: Ctx,
    areaId: string,
    request: FeedPageRequest,
    filter: EntryFilter,
  ): Promise<Array<{ id: string }>>;
  /** The entries of these ids, in their order, with the sources asked for (ids that name nothing are left out). */
  entries(
    ctx: Ctx,
    areaId: string,
    ids: readonly string[],
    sources: ReadonlySet<PerfionSource>,
  ): Promise<PerfionEntry[]>;
};

type Item = Record<string, PerfionFieldValue>;

/** The sources asked for, in the feed's order, each with its items. */
export function sourcesOf(
  wanted: ReadonlySet<PerfionSource>,
  all: Partial<Record<PerfionSource, Item[]>>,
): PerfionEntry['sources'] {
  return (Object.entries(all) as Array<[PerfionSource, Item[]]>)
    .filter(([source]) => wanted.has(source))
    .map(([source, items]) => ({ source, items }));
}
