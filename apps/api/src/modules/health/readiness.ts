import { readFileSync } from 'node:fs';
import type { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Cache } from '../../lib/cache/cache.ts';

type Readiness = z.infer<typeof endpoints.health.getReady.response>;
type Dependency = Readiness['dependencies']['database'];
type DependencyName = keyof Readiness['dependencies'];

/** A check that has not answered after this long counts as down (a probe must answer, not hang). */
const checkTimeoutMs = 2000;

/** The migrations this version ships: drizzle's journal, read once. */
const shippedMigrations: ReadonlyArray<{ tag: string; when: number }> = (
  JSON.parse(readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  }
).entries;

async function withTimeout(check: () => Promise<Dependency>): Promise<Dependency> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Dependency>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'down', detail: 'timed out' }), checkTimeoutMs);
  });
  try {
    return await Promise.race([
      check().catch((): Dependency => ({ status: 'down', detail: 'did not answer' })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Applied means what drizzle's migrator means: every shipped migration is no newer than the last one the
 * database recorded (drizzle applies the journal entries newer than that).
 */
async function migrationsApplied(db: Db): Promise<Dependency> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  let last = Number.NEGATIVE_INFINITY;
  if (table?.present === true) {
    // A separate statement: a query naming a missing table fails when parsed, whatever branch would run.
    const [row] = await queryRows<{ last: string | null }>(
      db,
      sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
    );
    if (row?.last) last = Number(row.last);
  }
  const applied = shippedMigrations.filter((migration) => migration.when <= last).length;
  const detail = `${applied} of ${shippedMigrations.length} applied`;
  return applied === shippedMigrations.length ? { status: 'up', detail } : { status: 'down', detail };
}

/**
 * Each dependency checked now, in parallel: the database answers, its migrations are applied, and Redis
 * answers when one is configured (ADR 36).
 */
export async function checkReadiness(deps: {
  db: Db;
  databaseKind: string;
  cache: Cache;
  redisConfigured: boolean;
}): Promise<Readiness> {
  const [database, migrations, redis] = await Promise.all([
    withTimeout(async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'up', detail: deps.databaseKind };
    }),
    withTimeout(() => migrationsApplied(deps.db)),
    deps.redisConfigured
      ? withTimeout(async () => {
          const probe = await deps.cache.probe();
          return probe.up ? { status: 'up' } : { status: 'down', detail: probe.detail };
        })
      : Promise.resolve<Dependency>({ status: 'not-configured', detail: 'in-process cache' }),
  ]);
  const dependencies = { database, migrations, redis };
  const down = (Object.keys(dependencies) as DependencyName[]).filter(
    (name) => dependencies[name].status === 'down',
  );
  return { status: down.length === 0 ? 'ready' : 'unavailable', down, dependencies };
}
