import { feedLimits } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * One page of a feed (ADR 51): entries in the order of their ids, which never change. `after` is the last id
 * of the page before (keyset: nothing is skipped or repeated however entries are added, changed or deleted
 * meanwhile), `skip` counts from there, `newerThan` keeps the entries changed after that instant (an update
 * only moves a change time forward, so it never takes an entry out of a run's set).
 */
export type FeedPageRequest = {
  take: number;
  skip: number;
  after: string | null;
  newerThan: Date | null;
};

export function feedPageRequest(query: {
  take?: number | undefined;
  skip?: number | undefined;
  after?: string | undefined;
  newerThan?: string | undefined;
}): FeedPageRequest {
  return {
    take: query.take ?? feedLimits.defaultTake,
    skip: query.skip ?? 0,
    after: query.after ?? null,
    newerThan: query.newerThan ? new Date(query.newerThan) : null,
  };
}

/** The keyset condition on an id column (true when the page starts at the beginning). */
export function afterId(column: SQL, after: string | null): SQL {
  return after === null ? sql`true` : sql`${column} > ${after}`;
}

/** The database's time: where the next run's `newerThan` may start (the writers stamp with the same clock). */
export async function databaseNow(db: Db): Promise<string> {
  const [row] = await queryRows<{ now: Date | string }>(db, sql`SELECT now() AS "now"`);
  return new Date(row?.now ?? Date.now()).toISOString();
}

/**
 * The paging part of an answer from the ids read for a page (`take + 1` of them: one more tells whether more
 * follow): the page's ids and what to send for the next page.
 */
export function feedPaging<T extends { id: string }>(
  request: FeedPageRequest,
  rows: T[],
  snapshotAt: string,
): {
  rows: T[];
  hasMore: boolean;
  next: { after: string; take: number; newerThan: string | null } | null;
  snapshotAt: string;
} {
  const hasMore = rows.length > request.take;
  const page = hasMore ? rows.slice(0, request.take) : rows;
  const last = page.at(-1);
  return {
    rows: page,
    hasMore,
    next:
      hasMore && last
        ? { after: last.id, take: request.take, newerThan: request.newerThan?.toISOString() ?? null }
        : null,
    snapshotAt,
  };
}

/** `ids` as one parameter (a JSON array), so a statement keeps one shape whatever the page's size. */
export function idList(ids: readonly string[]): SQL {
  return sql`(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}
