import type { KontainerProduct } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { buildTestApp, useTestApp } from '../../test-support/test-app.ts';
import { allIds, createKey, withKey } from './feed-test-kit.ts';

// One app for the file, built with a start-up allowance for a loaded machine (the shared helper's is 120 s).
const shared = {} as { app: Awaited<ReturnType<typeof buildTestApp>> };
beforeAll(async () => {
  shared.app = await buildTestApp();
}, 600_000);
afterAll(() => shared.app?.close());
const feed = endpoints.feeds.getKontainerProducts;
/** Tests that build an app of their own: its start takes minutes on a loaded machine. */
const appTestTimeout = 600_000;

type Page = {
  items: Array<{ id: string; updatedAt: string }>;
  hasMore: boolean;
  next: Record<string, unknown> | null;
  snapshotAt: string;
};

async function page(app: FastifyInstance, secret: string, query: Record<string, unknown>): Promise<Page> {
  const answer = await withKey(app, feed, { query }, secret);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** A copy of a demo style under a new id (its texts too, so it is a whole product). */
async function copyStyle(app: FastifyInstance, from: string, id: string): Promise<void> {
  await app.db.execute(sql`INSERT INTO products (id, number, brand, primary_category_id, primary_color_code, garment,
      print, sort_order, updated_at)
    SELECT ${id}, ${id}, brand, primary_category_id, primary_color_code, garment, print, sort_order, now()
    FROM products WHERE id = ${from}`);
  await app.db.execute(sql`INSERT INTO product_translations (product_id, language_code, name, description, url)
    SELECT ${id}, language_code, name, description, url || '-' || ${id} FROM product_translations WHERE product_id = ${from}`);
}

/** Touches a style as a catalogue writer does: its change time moves forward. */
const touch = (app: FastifyInstance, id: string) =>
  app.db.execute(sql`UPDATE products SET updated_at = now() + interval '1 second' WHERE id = ${id}`);

describe('the Kontainer feed', () => {
  it('answers styles with colours, sizes with EANs, texts in both languages and media addresses', async () => {
    const { app } = shared;
    const { secret } = await createKey(app);
    const { items } = await page(app, secret, { take: 500 });
    const inOrder = await queryRows<{ id: string }>(app.db, sql`SELECT id FROM products ORDER BY id`);
    expect(items.map((item) => item.id)).toEqual(inOrder.map((row) => row.id));
    const first = (await page(app, secret, { take: 1 })) as unknown as { items: KontainerProduct[] };
    const product = first.items[0]!;
    expect(Object.keys(product.texts).sort()).toEqual(['da', 'en']);
    expect(product.texts.en?.name).toBeTruthy();
    expect(product.texts.da?.description).toBeTruthy();
    expect(product.colors.length).toBeGreaterThan(0);
    const [variants] = await queryRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::int AS n FROM variants WHERE product_id = ${product.id}`,
    );
    const answered = product.colors.flatMap((color) => color.variants);
    expect(answered).toHaveLength(variants?.n ?? -1);
    expect(answered[0]?.ean).toMatch(/^\d{8,14}$/);
    expect(product.colors[0]?.names.da).toBeTruthy();
    for (const color of product.colors) {
      for (const media of color.media) {
        expect(media.url).toBe(
          `http://localhost:3000/images/raw/${Buffer.from(media.path).toString('base64url')}`,
        );
      }
    }
  });

  it(
    'pages in id order with `next`, never skipping or repeating while styles change, are added or deleted',
    async () => {
      const app = await useTestApp();
      const { secret } = await createKey(app);
      // Old, distinct change times, in the reverse of the id order: a feed ordered by change time pages otherwise.
      await app.db.execute(sql`UPDATE products p SET updated_at = timestamptz '2026-01-01T00:00:00Z'
      + (SELECT count(*) FROM products q WHERE q.id > p.id) * interval '1 minute'`);
      const before = await allIds(app, secret);
      expect(before.length).toBeGreaterThanOrEqual(10);
      const seen: string[] = [];

      let answer = await page(app, secret, { take: 4 });
      seen.push(...answer.items.map((item) => item.id));
      // Between the pages: a style already read changes (a feed ordered by change time would answer it again
      // and skip the one behind it), so does one not read yet; a style is added before the position and one
      // after it; one not read yet is deleted.
      await touch(app, seen[0]!);
      await touch(app, before[6]!);
      await copyStyle(app, before[5]!, '0000-NEW-FIRST');
      await copyStyle(app, before[5]!, 'zzzz-NEW-LAST');
      await app.db.execute(sql`DELETE FROM products WHERE id = ${before[8]!}`);
      while (answer.next) {
        answer = await page(app, secret, answer.next);
        seen.push(...answer.items.map((item) => item.id));
        await touch(app, seen[seen.length - 1]!);
      }
      expect(new Set(seen).size).toBe(seen.length);
      const expected = [...before.filter((id) => id !== before[8]), 'zzzz-NEW-LAST'];
      expect(seen).toEqual(expected);
      // What this run did not see (the style added before its position) is newer than its first snapshot.
      const next = await page(app, secret, { newerThan: '2026-06-01T00:00:00Z', take: 500 });
      expect(next.items.map((item) => item.id)).toContain('0000-NEW-FIRST');
    },
    appTestTimeout,
  );

  it('counts skip from the start or from `after`, stable while styles change', async () => {
    const { app } = shared;
    const { secret } = await createKey(app);
    const ids = await allIds(app, secret);
    const first = await page(app, secret, { take: 3, skip: 0 });
    await touch(app, ids[1]!);
    const second = await page(app, secret, { take: 3, skip: 3 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ids.slice(0, 6));
    const fromAfter = await page(app, secret, { take: 2, skip: 1, after: ids[2] });
    expect(fromAfter.items.map((item) => item.id)).toEqual(ids.slice(4, 6));
    const last = await page(app, secret, { take: 3, after: ids.at(-2) });
    expect(last.items.map((item) => item.id)).toEqual([ids.at(-1)]);
    expect(last).toMatchObject({ hasMore: false, next: null });
  });

  it(
    'keeps only the styles changed after newerThan',
    async () => {
      const app = await useTestApp();
      const { secret } = await createKey(app);
      await app.db.execute(sql`UPDATE products SET updated_at = timestamptz '2026-01-01T00:00:00Z'`);
      const ids = await allIds(app, secret);
      await app.db.execute(
        sql`UPDATE products SET updated_at = timestamptz '2026-03-01T12:00:00Z' WHERE id IN (${ids[2]!}, ${ids[7]!})`,
      );
      const changed = await page(app, secret, { newerThan: '2026-02-01T00:00:00+01:00' });
      expect(changed.items.map((item) => item.id)).toEqual([ids[2], ids[7]]);
      expect(changed.items[0]!.updatedAt).toBe('2026-03-01T12:00:00.000Z');
      const none = await page(app, secret, { newerThan: '2026-03-01T12:00:00Z' });
      expect(none).toMatchObject({ items: [], hasMore: false, next: null });
      const paged = await page(app, secret, { newerThan: '2026-02-01T00:00:00Z', take: 1 });
      expect(paged.next).toEqual({ after: ids[2], take: 1, newerThan: '2026-02-01T00:00:00.000Z' });
      const rest = await page(app, secret, paged.next!);
      expect(rest.items.map((item) => item.id)).toEqual([ids[7]]);
    },
    appTestTimeout,
  );

  it('answers bad query values with 400 naming the value, never 5xx', async () => {
    const { app } = shared;
    const { secret } = await createKey(app);
    const bad: Array<Record<string, unknown>> = [
      { take: 0 },
      { take: 501 },
      { take: 'ten' },
      { take: '1.5' },
      { take: -1 },
      { skip: -1 },
      { skip: 'x' },
      { skip: '999999999' },
      { newerThan: 'yesterday' },
      { newerThan: '2026-13-45T00:00:00Z' },
      { newerThan: '2026-11-26T06:00:00' },
      { after: '' },
      { after: 'x'.repeat(65) },
      { after: 'a\u0000b' },
    ];
    for (const query of bad) {
      const answer = await withKey(app, feed, { query }, secret);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json().issues[0].path, JSON.stringify(query)).toMatch(/^query\./);
    }
    expect(
      (await withKey(app, feed, { query: { after: "'; drop table products; --" } }, secret)).statusCode,
    ).toBe(200);
  });

  it(
    'refuses a key past its limit per minute with 429 and Retry-After, other keys unaffected',
    async () => {
      const app = await useTestApp({ feeds: { perKeyPerMinute: 3 } });
      const busy = await createKey(app, 'busy');
      const other = await createKey(app, 'other');
      for (let call = 0; call < 3; call++) {
        expect((await withKey(app, feed, { query: { take: 1 } }, busy.secret)).statusCode).toBe(200);
      }
      const refused = await withKey(app, feed, { query: { take: 1 } }, busy.secret);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await withKey(app, feed, { query: { take: 1 } }, other.secret)).statusCode).toBe(200);
    },
    appTestTimeout,
  );
});
