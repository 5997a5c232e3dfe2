import { defaultAreaId } from '@shop/contracts';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client.ts';
import { advisoryLockKeys } from '../migrate.ts';
import { queryRows } from '../query-rows.ts';
import * as schema from '../schema.ts';
import { buildArea } from './build-area.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { buildCategories } from './build-categories.ts';
import { buildContentPages } from './build-content-pages.ts';
import { buildCustomers } from './build-customers.ts';
import { buildMenuItems } from './build-menu-items.ts';
import { buildPrices } from './build-prices.ts';
import { buildUsers } from './build-users.ts';
import { withFormsAndModals } from './forms-and-modals.ts';
import { insertInChunks } from './insert-in-chunks.ts';
import { type ProductImage, productImageViews } from './product-image-path.ts';
import { renderContentImages } from './render-content-images.ts';
import { renderProductImages } from './render-product-images.ts';
import { preorderDrops, seasons } from './seasons.ts';
import { swatchColors } from './swatch-colors.ts';

export { isDatabaseEmpty } from './is-database-empty.ts';

export type SeedOptions = {
  /** Number of products (styles); each has 2–6 colours and 4–10 sizes. */
  styles: number;
  /** Folder to render images into; null renders nothing but still stores the media rows (tests). */
  mediaDir: string | null;
  /** Seed of the random source; the same options always give the same rows. */
  seed?: number;
};

/** Rows inserted per table (SQL table name), plus images rendered and skipped when a media folder is given. */
export type SeedSummary = Record<string, number>;

const defaultSeed = 20261101;

type LoadStep = { table: PgTable; rows: readonly object[] };
const step = <T extends PgTable>(table: T, rows: ReadonlyArray<T['$inferInsert']>): LoadStep => ({
  table,
  rows,
});

/**
 * Replace the demo data: empty every table of the shop (one TRUNCATE … RESTART IDENTITY CASCADE: the demo's,
 * and every one the shop and the built-in ledger fill afterwards, such as orders, carts, jobs, the audit log and
 * the ledger's documents, so any size can follow any other) and load the Nordlys catalogue, content, prices,
 * customers and users in one transaction, while product images render alongside.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  return (await loadDemo(db, options, null)) as SeedSummary;
}

/**
 * Load the demo only when the database has no area yet, decided inside the loading transaction under an
 * advisory lock: of several processes starting together on a fresh database, one loads and the others find it
 * loaded (null) instead of wiping and loading it again. Images render only when this process loads.
 */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  return loadDemo(db, options, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${advisoryLockKeys.demoSeed})`);
    const rows = await tx.select({ areaId: schema.areas.areaId }).from(schema.areas).limit(1);
    return rows.length === 0;
  });
}

/** Load unless `shouldLoad` (run first in the transaction) says no: then null and nothing changed. */
async function loadDemo(
  db: Db,
  options: SeedOptions,
  shouldLoad: ((tx: Tx) => Promise<boolean>) | null,
): Promise<SeedSummary | null> {
  if (!Number.isInteger(options.styles) || options.styles < 1) {
    throw new Error(`styles must be a positive whole number, got ${options.styles}`);
  }
  const seed = options.seed ?? defaultSeed;
  const areaId = defaultAreaId;
  const categories = buildCategories();
  const area = buildArea(areaId, categories.nodes);
  const catalogue = buildCatalogue(seed, options.styles);
  const prices = buildPrices(catalogue.styles);
  const customers = buildCustomers();
  const users = await buildUsers(customers.customers.map((customer) => customer.customerNumber));

  const steps: LoadStep[] = [
    step(schema.areas, area.areas),
    step(schema.areaLanguages, area.areaLanguages),
    step(schema.translations, area.translations),
    step(schema.menuItems, buildMenuItems(areaId, categories.nodes)),
    step(schema.contentPages, withFormsAndModals(areaId, buildContentPages(areaId, categories.nodes))),
    step(schema.categories, categories.categories),
    step(schema.categoryTranslations, categories.categoryTranslations),
    step(
      schema.colors,
      swatchColors.map((color) => ({ ...color })),
    ),
    step(schema.seasons, seasons),
    step(schema.deliveryDrops, preorderDrops),
    step(schema.products, catalogue.rows.products),
    step(schema.productTranslations, catalogue.rows.productTranslations),
    step(schema.productCategories, catalogue.rows.productCategories),
    step(schema.productColors, catalogue.rows.productColors),
    step(schema.variants, catalogue.rows.variants),
    step(schema.unitsOfMeasure, catalogue.rows.unitsOfMeasure),
    step(schema.productPrepacks, catalogue.rows.productPrepacks),
    step(schema.media, catalogue.rows.media),
    step(schema.stock, catalogue.rows.stock),
    step(schema.priceGroups, prices.priceGroups),
    step(schema.priceListEntries, prices.priceListEntries),
    step(schema.lineDiscounts, prices.lineDiscounts),
    step(schema.customers, customers.customers),
    step(schema.customerAddresses, customers.customerAddresses),
    step(schema.users, users.users),
    step(schema.salesPersonCustomers, users.salesPersonCustomers),
  ];
  const demoTables = [...steps.map((s) => s.table), schema.authTokens].map((table) => getTableName(table));

  const summary: SeedSummary = {};
  let loading = shouldLoad === null;
  let decided: () => void = () => {};
  const loadDecided = new Promise<void>((resolve) => {
    decided = resolve;
  });
  const load = db
    .transaction(async (tx) => {
      if (shouldLoad !== null) loading = await shouldLoad(tx);
      decided();
      if (!loading) return;
      // A database found empty keeps what the starting process wrote before the load (the UI texts); a reseed
      // empties everything.
      const wiped = shouldLoad === null ? await shopTables(tx) : demoTables;
      await tx.execute(
        sql.raw(`TRUNCATE ${wiped.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`),
      );
      for (const { table, rows } of steps) {
        summary[getTableName(table)] = await insertInChunks(tx, table, rows);
      }
    })
    .finally(() => decided());
  // Images render alongside the load, once it is decided that this process loads.
  const images =
    options.mediaDir === null
      ? null
      : loadDecided.then(() =>
          loading && options.mediaDir !== null
            ? renderImages(options.mediaDir, catalogue, categories.nodes)
            : null,
        );
  const [, rendered] = await Promise.all([load, images]);
  if (!loading) return null;
  if (rendered) {
    summary.imagesRendered = rendered.rendered;
    summary.imagesSkipped = rendered.skipped;
  }
  return summary;
}

/** Every table of the shop's schema (the migrations' journal lives in a schema of its own). */
async function shopTables(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  return rows.map((row) => row.name);
}

async function renderImages(
  mediaDir: string,
  catalogue: ReturnType<typeof buildCatalogue>,
  categories: ReturnType<typeof buildCategories>['nodes'],
) {
  // Every angle the catalogue's media rows name (build-style.ts), so no gallery picture answers 404.
  const productImages: ProductImage[] = catalogue.styles.flatMap(({ garment, colorCodes }) =>
    colorCodes.flatMap((colorCode) => productImageViews.map((view) => ({ garment, colorCode, view }))),
  );
  const [products, content] = await Promise.all([
    renderProductImages(mediaDir, productImages),
    renderContentImages(mediaDir, categories),
  ]);
  return { rendered: products.rendered + content.rendered, skipped: products.skipped + content.skipped };
}
