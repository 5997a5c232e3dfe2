import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { isDatabaseEmpty, seedDemoIfEmpty } from '../db/seed/seed-demo.ts';
import { loadConfigFromEnv } from '../env.ts';
import { startApiProcess } from '../test-support/api-process.ts';
import { createScratchDatabase, postgresAnswers } from '../test-support/postgres-server.ts';

const postgres = await postgresAnswers();
const serverUrl = 'postgres://postgres@127.0.0.1:5432/shop';
/** `npm run start:api` as production runs it, stopped when the test ends. */
async function startServer(env: Record<string, string>) {
  const server = await startApiProcess(env);
  onTestFinished(() => server.stop());
  return server;
}

describe('demo data at start (DEMO_DATA)', () => {
  it('loads into an empty embedded database by default, never into a DATABASE_URL unless asked', () => {
    expect(loadConfigFromEnv({}).demo.loadWhenEmpty).toBe(true);
    expect(loadConfigFromEnv({ DEMO_DATA: 'false' }).demo.loadWhenEmpty).toBe(false);
    expect(loadConfigFromEnv({ DATABASE_URL: serverUrl }).demo.loadWhenEmpty).toBe(false);
    expect(loadConfigFromEnv({ DATABASE_URL: serverUrl, DEMO_DATA: 'true' }).demo.loadWhenEmpty).toBe(true);
    expect(() => loadConfigFromEnv({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
    expect(loadConfigFromEnv({}).retention).toEqual({ days: 30 });
    expect(loadConfigFromEnv({ RETENTION_DAYS: '7' }).retention).toEqual({ days: 7 });
    expect(() => loadConfigFromEnv({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/);
  });

  it.skipIf(!postgres)(
    'an API started on an empty PostgreSQL database serves an empty schema and says how to load the demo',
    async () => {
      const scratch = await createScratchDatabase('shop_nodemo');
      onTestFinished(() => scratch.drop());
      const server = await startServer({
        DATABASE_URL: scratch.url,
        DEMO_DATA: '',
        JOBS_ENABLED: 'false',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
      });
      expect((await fetch(`${server.url}/health`)).status).toBe(200);

      const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 });
      onTestFinished(() => handle.close());
      expect(await isDatabaseEmpty(handle.db)).toBe(true);
      const [users] = await queryRows<{ count: number }>(
        handle.db,
        sql`SELECT count(*)::int AS count FROM users`,
      );
      expect(users?.count).toBe(0);
      expect(server.output()).toContain('empty database: demo data not loaded');
      expect(server.output()).toContain('DEMO_DATA=true');
    },
  );

  it.skipIf(!postgres)(
    'of two processes loading the demo into one empty database at the same moment, one loads it',
    async () => {
      const scratch = await createScratchDatabase('shop_demo');
      onTestFinished(() => scratch.drop());
      const handles = await Promise.all([
        openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }),
        openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }),
      ]);
      onTestFinished(() => Promise.all(handles.map((handle) => handle.close())).then(() => {}));
      const options = { styles: 2, mediaDir: null };
      const loads = await Promise.all(handles.map((handle) => seedDemoIfEmpty(handle.db, options)));
      expect(loads.filter((summary) => summary !== null)).toHaveLength(1);
      // And a later start finds it loaded.
      expect(await seedDemoIfEmpty(handles[0]!.db, options)).toBeNull();
      expect(await isDatabaseEmpty(handles[0]!.db)).toBe(false);
    },
  );
});
