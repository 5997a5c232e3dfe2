import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-boundaries.mjs');
const trees: string[] = [];

afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** Runs the check on `root`: its exit code, its first line and the violations it prints. */
function check(root: string): { status: number | null; summary: string; violations: string[] } {
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  const lines = `${run.stdout}${run.stderr}`.split('\n').map((line) => line.trim());
  return { status: run.status, summary: lines[0], violations: lines.filter((line) => line.startsWith('[')) };
}

/** Writes a tree of API files (paths under apps/api/src) into a temporary folder and checks it. */
function checkApi(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-boundaries-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'apps/api/src', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return check(root);
}

const ofRule = (violations: string[], rule: string) => violations.filter((v) => v.startsWith(`[${rule}]`));

/** Two modules with tables: a cart names its customer by a foreign key. */
const tables = {
  'modules/customer/customer.tables.ts': `import { pgTable, text } from 'drizzle-orm/pg-core';
export const customers = pgTable('customers', { customerNumber: text('customer_number').primaryKey() });
`,
  'modules/customer/index.ts': `export * from './customer.tables.ts';
export { findCustomer } from './find-customer.ts';
`,
  'modules/customer/find-customer.ts': `import { customers } from './customer.tables.ts';
export const findCustomer = (db, number) => db.select().from(customers).where(number);
`,
  'modules/cart/cart.tables.ts': `import { pgTable, text } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.tables.ts';
export const carts = pgTable('carts', {
  id: text('id').primaryKey(),
  customerNumber: text('customer_number').references(() => customers.customerNumber),
});
`,
  'modules/cart/index.ts': `export * from './cart.tables.ts';
export { emptyCart } from './empty-cart.ts';
`,
  'modules/cart/empty-cart.ts': `import { carts } from './cart.tables.ts';
export async function emptyCart(tx, id) {
  await tx.delete(carts).where(id);
  await tx.execute(sql\`UPDATE carts SET status = 'empty' WHERE id = \${id}\`);
}
`,
};

describe('table imports', () => {
  it('reports a module that imports another module’s tables through its index.ts, not flows/ or db/', () => {
    const { status, violations } = checkApi({
      ...tables,
      'modules/proposal/drafts.ts': `import { carts as draftCarts, emptyCart } from '../cart/index.ts';
export const draftCartsOf = (db, id) => db.select().from(draftCarts).where(id);
`,
      'flows/open-carts.ts': `import { carts } from '../modules/cart/index.ts';
export const openCarts = (db) => db.select().from(carts);
`,
      'db/seed.ts': `import { carts } from '../modules/cart/index.ts';
export const seed = (db) => db.select().from(carts);
`,
      'flows/carts-with-customers.ts': `import { carts } from '../modules/cart/cart.tables.ts';
import { customers } from '../modules/customer/customer.tables.ts';
export const cartsWithCustomers = (db) => db.select().from(carts).innerJoin(customers);
`,
    });
    expect(status).toBe(1);
    // A flow may take the tables from their files for one joined read: no deep-import report either.
    expect(violations.join('\n')).not.toContain('carts-with-customers.ts');
    expect(ofRule(violations, 'table import')).toEqual([
      expect.stringContaining(
        '[table import] apps/api/src/modules/proposal/drafts.ts: imports the tables carts of module cart ' +
          'from apps/api/src/modules/cart/index.ts',
      ),
    ]);
  });

  it('lets a *.tables.ts file import another module’s *.tables.ts for a foreign key', () => {
    const { violations } = checkApi({
      ...tables,
      'modules/cart/cart-owner.ts': `import { customers } from '../customer/index.ts';
export const ownerOf = (db, cart) => db.select().from(customers).where(cart.customerNumber);
`,
    });
    const reported = ofRule(violations, 'table import');
    expect(reported).toEqual([
      expect.stringContaining('modules/cart/cart-owner.ts: imports the tables customers'),
    ]);
    expect(violations.join('\n')).not.toContain('cart.tables.ts');
  });
});

describe('table writes', () => {
  it('reports a write to another module’s table (even from flows/), not a write to the module’s own', () => {
    const { status, violations } = checkApi({
      ...tables,
      'flows/clear-draft.ts': `import { carts } from '../modules/cart/index.ts';
import { customers as accounts } from '../modules/customer/index.ts';
export async function clearDraft(tx, id) {
  await tx.delete(carts).where(id);
  await tx
    .update(accounts)
    .set({ active: false });
  await tx.execute(sql\`INSERT INTO customers (customer_number) VALUES (\${id})\`);
  await tx.select().from(carts);
}
`,
    });
    expect(status).toBe(1);
    const at = '[table write] apps/api/src/flows/clear-draft.ts';
    expect(ofRule(violations, 'table write')).toEqual([
      expect.stringContaining(`${at}:4: .delete(carts) writes carts, a table of module cart`),
      expect.stringContaining(`${at}:6: .update(accounts) writes customers, a table of module customer`),
      expect.stringContaining(`${at}:8: SQL "INSERT INTO customers" writes a table of module customer`),
    ]);
    expect(violations.join('\n')).not.toContain('empty-cart.ts');
  });
});

/**
 * The knot in small: the ctx type takes the caller's type from the auth plugin, the plugin reads the
 * token through the user module, and the user module's customer type comes from the customer module, whose
 * services take a ctx. Only types close the circle, and the module graph (user → customer) has none.
 */
const knot = {
  'lib/context.ts': `import type { AuthState } from '../plugins/auth.ts';
export type Ctx = { auth: AuthState };
`,
  'plugins/auth.ts': `import { findLiveToken } from '../modules/user/index.ts';
export type AuthState = { kind: 'none' };
export const resolveAuth = (db, token) => findLiveToken(db, token);
`,
  'modules/user/index.ts': `export { findLiveToken } from './token.ts';
`,
  'modules/user/token.ts': `import type { CustomerProfile } from '../customer/index.ts';
export const findLiveToken = (db, token): CustomerProfile | null => null;
`,
  'modules/customer/index.ts': `export type { CustomerProfile } from './customer-profile.ts';
`,
  'modules/customer/customer-profile.ts': `import type { Ctx } from '../../lib/context.ts';
export type CustomerProfile = { customerNumber: string };
export const actingCustomer = (ctx: Ctx) => ctx.auth;
`,
};

describe('file cycles', () => {
  it('reports a cycle of type imports that crosses modules, lib/ and plugins/', () => {
    const { status, violations } = checkApi(knot);
    expect(status).toBe(1);
    expect(ofRule(violations, 'module cycle')).toEqual([]);
    const cycles = ofRule(violations, 'file cycle');
    expect(cycles).toContain(
      '[file cycle] apps/api/src/lib/context.ts: imports types from plugins/auth.ts (lib/ → plugins/), ' +
        'which leads back: plugins/auth.ts → modules/user/index.ts → modules/user/token.ts → ' +
        'modules/customer/index.ts → modules/customer/customer-profile.ts → lib/context.ts',
    );
    expect(cycles).toContainEqual(
      expect.stringContaining(
        '[file cycle] apps/api/src/modules/user/token.ts: imports types from modules/customer/index.ts ' +
          '(modules/user → modules/customer)',
      ),
    );
    // One report per import that crosses a unit on the cycle: lib → plugins → user → customer → lib.
    expect(cycles).toHaveLength(4);
  });

  it('does not report a cycle inside one module', () => {
    const { violations } = checkApi({
      ...knot,
      'modules/search/search-engine.ts': `import type { FacetCounts } from './facet-counts.ts';
export type SearchEngine = { counts: FacetCounts };
`,
      'modules/search/facet-counts.ts': `import type { SearchEngine } from './search-engine.ts';
export type FacetCounts = { engine: SearchEngine };
`,
    });
    expect(ofRule(violations, 'file cycle')).toHaveLength(4);
    expect(violations.join('\n')).not.toContain('modules/search');
  });
});

describe('transactions', () => {
  /** withTransaction itself, the one place a transaction is begun. */
  const context = {
    'lib/context.ts': `export type Ctx = { db: Db };
export function withTransaction(ctx, work) {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}
`,
  };

  it('reports a transaction a module begins itself on its db', () => {
    const { status, violations } = checkApi({
      ...context,
      'modules/feeds/revoke-feed-key.ts': `export async function revokeFeedKey(ctx, id) {
  return ctx.db.transaction(async (tx) => {
    await tx.update(feedKeys).set({ revoked: true }).where(id);
  });
}
`,
    });
    expect(status).toBe(1);
    expect(ofRule(violations, 'transaction')).toEqual([
      '[transaction] apps/api/src/modules/feeds/revoke-feed-key.ts:2: start a transaction with ' +
        'withTransaction(ctx, …) from lib/context.ts',
    ]);
  });

  it('lets lib/context.ts, db/ and tests begin one', () => {
    const { status, violations } = checkApi({
      ...context,
      'modules/feeds/revoke-feed-key.ts': `import { withTransaction } from '../../lib/context.ts';
export async function revokeFeedKey(ctx, id) {
  return withTransaction(ctx, async (scoped) => {
    await scoped.db.update(feedKeys).set({ revoked: true }).where(id);
  });
}
`,
      'modules/feeds/revoke-feed-key.test.ts': `it('rolls back', () => app.db.transaction(async (tx) => tx.rollback()));
`,
      'db/seed/seed-demo.ts': `export const seedDemo = (db) => db.transaction(async (tx) => tx.select());
`,
    });
    expect(violations).toEqual([]);
    expect(status).toBe(0);
  });
});

describe('the repository', () => {
  it('breaks none of the rules: no forbidden import, no foreign table read or written, no stray transaction, no file cycle', () => {
    const { status, summary, violations } = check(path.join(import.meta.dirname, '..'));
    expect(violations).toEqual([]);
    expect(summary).toMatch(/^Module boundaries: no forbidden import/);
    expect(status).toBe(0);
  });
});
