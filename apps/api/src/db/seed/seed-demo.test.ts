import { verify } from '@node-rs/argon2';
import { AreaSettings, Block } from '@shop/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { queryRows } from '../query-rows.ts';
import * as schema from '../schema.ts';
import { buildUsers, demoPassword } from './build-users.ts';
import { priceGroups } from './price-groups.ts';
import { isDatabaseEmpty, type SeedSummary, seedDemo } from './seed-demo.ts';
import { swatchColors } from './swatch-colors.ts';

const options = { styles: 12, mediaDir: null };

/** `Map.groupBy` arrives with Node 21; the shop runs on Node 20. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

let handle: DatabaseHandle;
let summary: SeedSummary;

/** The rows that must come out identical whenever the same options are seeded. */
async function catalogueSnapshot() {
  const { db } = handle;
  return {
    // Every column but the change time, which records when the rows were written (the feeds' newerThan).
    products: (await db.select().from(schema.products).orderBy(asc(schema.products.id))).map(
      ({ updatedAt: _, ...product }) => product,
    ),
    colors: await db.select().from(schema.productColors).orderBy(asc(schema.productColors.productId)),
    variants: await db.select().from(schema.variants).orderBy(asc(schema.variants.id)),
    prices: await db.select().from(schema.priceListEntries).orderBy(asc(schema.priceListEntries.id)),
    stock: await db.select().from(schema.stock).orderBy(asc(schema.stock.id)),
  };
}

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => handle.close());

describe('seedDemo', () => {
  it('loads a fresh database, which then no longer counts as empty', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    summary = await seedDemo(handle.db, options);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    expect(summary.products).toBe(12);
    expect(summary.areas).toBe(1);
  });

  it('gives identical rows when the same size is seeded again', async () => {
    const first = await catalogueSnapshot();
    const again = await seedDemo(handle.db, options);
    expect(again).toEqual(summary);
    expect(await catalogueSnapshot()).toEqual(first);
  });

  it('leaves nothing of the shop behind when seeded again: no ledger document or audit entry (issue 34)', async () => {
    // What the customer-center benchmark writes after a seed; the next size's seed hit its primary key.
    await handle.db.insert(schema.erpSalesOrders).values({
      documentNo: 'LSO-B-1',
      externalOrderNo: 'B-1',
      customerNumber: 'C10001',
      payload: {},
    });
    await handle.db.execute(
      sql`INSERT INTO audit_log (action, entity, entity_id) VALUES ('bench', 'order', 'B-1')`,
    );
    await seedDemo(handle.db, options);
    const rows = await queryRows<{ left: number }>(
      handle.db,
      sql`SELECT (SELECT count(*) FROM erp_sales_orders)::int + (SELECT count(*) FROM audit_log)::int AS left`,
    );
    expect(rows[0]?.left).toBe(0);
  });

  it('gives every product 2–6 colours from the swatch list, each in the same 4–10 sizes', async () => {
    const swatchCodes = new Set<string>(swatchColors.map((color) => color.code));
    const variants = await handle.db.select().from(schema.variants);
    const byProduct = groupBy(variants, (variant) => variant.productId);
    expect(byProduct.size).toBe(12);
    for (const productVariants of byProduct.values()) {
      const byColor = groupBy(productVariants, (variant) => variant.colorCode);
      expect(byColor.size).toBeGreaterThanOrEqual(2);
      expect(byColor.size).toBeLessThanOrEqual(6);
      const sizeRuns = [...byColor.values()].map((colorVariants) => colorVariants.map((v) => v.size).join());
      expect(new Set(sizeRuns).size).toBe(1);
      const sizes = byColor.values().next().value ?? [];
      expect(sizes.length).toBeGreaterThanOrEqual(4);
      expect(sizes.length).toBeLessThanOrEqual(10);
      for (const code of byColor.keys()) expect(swatchCodes).toContain(code);
    }
    const colors = await handle.db.select().from(schema.colors);
    expect(colors.map((color) => color.code).sort()).toEqual([...swatchCodes].sort());
    expect(variants.every((variant) => /^\d{13}$/.test(variant.ean))).toBe(true);
  });

  it('marks a colour as having stock exactly when location B2B holds some now', async () => {
    const stock = await handle.db.select().from(schema.stock);
    const variants = await handle.db.select().from(schema.variants);
    const colorOf = new Map(
      variants.map((variant) => [variant.id, `${variant.productId}|${variant.colorCode}`]),
    );
    const stocked = new Set(
      stock
        .filter((row) => row.locationId === 'B2B' && row.availableDate === null && row.volume > 0)
        .map((row) => colorOf.get(row.variantId)),
    );
    for (const color of await handle.db.select().from(schema.productColors)) {
      expect(color.hasStock).toBe(stocked.has(`${color.productId}|${color.colorCode}`));
      expect(color.firstVariantId.startsWith(`${color.productId}-${color.colorCode}-`)).toBe(true);
    }
    expect(new Set(stock.map((row) => row.locationId))).toContain('RETAIL-CPH');
  });

  it('pictures every colour from several angles, front, back and a close-up, in the gallery order (issue 20)', async () => {
    const colors = await handle.db.select().from(schema.productColors);
    const media = await handle.db.select().from(schema.media);
    const byColor = groupBy(media, (row) => `${row.productId}|${row.colorCode}`);
    expect(byColor.size).toBe(colors.length);
    for (const rows of byColor.values()) {
      const ordered = [...rows].sort((a, b) => a.sortOrder - b.sortOrder);
      expect(ordered.map((row) => row.path.match(/-(front|back|detail)\.jpg$/)?.[1])).toEqual([
        'front',
        'back',
        'detail',
      ]);
      expect(new Set(ordered.map((row) => row.path)).size).toBe(3);
    }
  });

  it('sells every product per piece (CU) and prices it in every wholesale and retail group', async () => {
    const units = await handle.db.select().from(schema.unitsOfMeasure);
    const products = await handle.db.select().from(schema.products);
    for (const product of products) {
      expect(units).toContainEqual(
        expect.objectContaining({ productId: product.id, unitId: 'CU', quantityPerUnit: 1 }),
      );
    }
    const prices = await handle.db.select().from(schema.priceListEntries);
    for (const group of priceGroups) {
      const priced = new Set(
        prices
          .filter((p) => p.priceGroupCode === group.code && p.unitId === 'CU' && p.variantId === null)
          .map((p) => p.productId),
      );
      expect(priced.size, group.code).toBe(products.length);
    }
    for (const price of prices) {
      expect(Number.isInteger(price.unitPrice)).toBe(true);
      expect(price.unitPrice).toBeGreaterThan(0);
      if (price.beforePrice !== null) expect(price.beforePrice).toBeGreaterThan(price.unitPrice);
    }
  });

  it('has blocked and inactive dealers, and sales staff assigned to customers', async () => {
    const customers = await handle.db.select().from(schema.customers);
    expect(customers).toContainEqual(
      expect.objectContaining({ customerNumber: 'C80001', blockedStatus: 'All' }),
    );
    expect(customers).toContainEqual(expect.objectContaining({ customerNumber: 'C90001', active: false }));
    const assignments = await handle.db.select().from(schema.salesPersonCustomers);
    const salesAssignments = assignments.filter((a) => a.userId === 'u-sales').map((a) => a.customerNumber);
    expect(salesAssignments.sort()).toEqual(['C10001', 'C20001', 'C30001', 'C80001']);
    const proposalAssignments = assignments.filter((a) => a.userId === 'u-proposal');
    expect(proposalAssignments.map((a) => a.customerNumber).sort()).toEqual(['C40001', 'C60001']);
    expect(assignments.filter((a) => a.userId === 'u-manager')).toHaveLength(customers.length);
    const addresses = await handle.db.select().from(schema.customerAddresses);
    expect(addresses).toHaveLength(customers.length * 2);
  });

  it('stores the demo password so it verifies', async () => {
    const [user] = (await buildUsers([])).users;
    expect(await verify(user?.passwordHash ?? '', demoPassword)).toBe(true);
  });

  it('has every category and content page in English and Danish, with valid blocks and settings', async () => {
    const translations = await handle.db.select().from(schema.categoryTranslations);
    const categories = await handle.db.select().from(schema.categories);
    for (const category of categories) {
      const languages = translations.filter((t) => t.categoryId === category.id).map((t) => t.languageCode);
      expect(languages.sort(), category.id).toEqual(['da', 'en']);
    }
    expect(translations.every((t) => /^\/[a-z0-9/-]+$/.test(t.url))).toBe(true);
    const pages = await handle.db.select().from(schema.contentPages);
    const byPage = groupBy(pages, (page) => page.pageId);
    expect([...byPage.keys()]).toEqual(
      expect.arrayContaining(['home', 'shop', 'about', 'delivery', 'returns']),
    );
    for (const [pageId, versions] of byPage) {
      expect(versions.map((page) => page.languageCode).sort(), pageId).toEqual(['da', 'en']);
      for (const page of versions) Block.array().parse(page.blocks);
    }
    for (const language of await handle.db.select().from(schema.areaLanguages)) {
      AreaSettings.parse(language.settings);
    }
  });
});
