// The feeds' work per page measured in-process against a seeded database, without the HTTP host (ADR 51):
// `npx tsx apps/api/src/bench/feed-statements.ts --postgres URL [--take 500] [--rounds 3]`. Walks the Kontainer
// feed with `after` (every page of the catalogue, `rounds` times), then with `skip`, then Perfion's GetEntries,
// timing each page's statements, grouping and answer object (not the JSON serialisation). Prints p50 / p95 / p99.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { createCtx } from '../lib/context.ts';
import { getKontainerProducts } from '../modules/feeds/get-kontainer-products.ts';
import { getPerfionEntries } from '../modules/feeds/perfion-entries.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    take: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '3' },
  },
});
if (!values.postgres) throw new Error('--postgres URL is required');
const take = Number(values.take);
const rounds = Number(values.rounds);
const handle = await openDatabase({ kind: 'postgres', url: values.postgres, poolSize: 2 });
const ctx = createCtx(
  {
    db: handle.db,
    cache: null as never,
    config: { publicUrl: 'https://shop.nordlys.demo' } as never,
    services: {} as never,
    log: console as never,
  },
  { kind: 'none' },
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

async function timed(name: string, pages: Array<() => Promise<number>>) {
  const times: number[] = [];
  let items = 0;
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      const start = performance.now();
      items += await page();
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `${name.padEnd(44)} ${String(times.length).padStart(5)} pages  p50 ${f(percentile(times, 50))}  p95 ${f(percentile(times, 95))}  p99 ${f(percentile(times, 99))} ms  (${items / rounds} items per walk)`,
  );
}

const cursors: Array<string | undefined> = [undefined];
for (let next = await getKontainerProducts(ctx, { take }); next.next; ) {
  cursors.push(next.next.after);
  next = await getKontainerProducts(ctx, { take, after: next.next.after });
}
console.log(`${cursors.length} pages of ${take}`);
await timed(
  `kontainer: page of ${take}, walked with after`,
  cursors.map(
    (after) => async () =>
      (await getKontainerProducts(ctx, { take, ...(after ? { after } : {}) })).items.length,
  ),
);
await timed(
  `kontainer: page of ${take}, counted with skip`,
  cursors.map(
    (_, index) => async () => (await getKontainerProducts(ctx, { take, skip: index * take })).items.length,
  ),
);
await timed(
  `perfion GetEntries: ${take} products, after`,
  cursors.map(
    (after) => async () =>
      (
        await getPerfionEntries(ctx, {
          areaId: 'b2b',
          contentType: 'product',
          take,
          ...(after ? { after } : {}),
        })
      ).entries.length,
  ),
);
await handle.close();
