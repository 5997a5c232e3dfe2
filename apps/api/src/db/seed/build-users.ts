import { hash } from '@node-rs/argon2';
import type { PermissionScope, Role } from '@shop/contracts';
import type { salesPersonCustomers, users } from '../schema.ts';

export type UserRows = {
  users: Array<typeof users.$inferInsert>;
  salesPersonCustomers: Array<typeof salesPersonCustomers.$inferInsert>;
};

/** The one password of every demo user. */
export const demoPassword = 'nordlys-demo';

const createdAt = new Date('2026-01-15T09:00:00Z');

type DemoAccount = {
  id: string;
  email: string;
  name: string;
  customerNumber?: string;
  roles?: Role[];
  /** What the user may do for their customer (ADR 41); the column's default, All, when not given. */
  permissionScope?: PermissionScope;
};

const inCustomer = (customerNumber: string, list: Array<Omit<DemoAccount, 'customerNumber'>>) =>
  list.map((account) => ({ ...account, customerNumber }));

/**
 * Colleagues of two dealers' main users (who have the scope All), one per other permission scope, so every
 * scope can be tried with the demo password: None browses and fills carts, Shipping sees orders and shipments,
 * Invoice invoices and credit memos, Release orders and shipments and may place orders (ADR 41).
 */
const colleagues: DemoAccount[] = inCustomer('C10001', [
  { id: 'u-dealer-dk-none', email: 'dealer.none@nordlys.demo', name: 'Anna Holm', permissionScope: 'None' },
  {
    id: 'u-dealer-dk-shipping',
    email: 'dealer.shipping@nordlys.demo',
    name: 'Kasper Lund',
    permissionScope: 'Shipping',
  },
  {
    id: 'u-dealer-dk-invoice',
    email: 'dealer.invoice@nordlys.demo',
    name: 'Birgitte Mølgaard',
    permissionScope: 'Invoice',
  },
  {
    id: 'u-dealer-dk-release',
    email: 'dealer.release@nordlys.demo',
    name: 'Søren Dahl',
    permissionScope: 'Release',
  },
]);

const ukColleagues: DemoAccount[] = inCustomer('C30001', [
  {
    id: 'u-shop-uk-none',
    email: 'shop.uk.none@nordlys.demo',
    name: 'Oliver Hughes',
    permissionScope: 'None',
  },
  {
    id: 'u-shop-uk-shipping',
    email: 'shop.uk.shipping@nordlys.demo',
    name: 'Grace Turner',
    permissionScope: 'Shipping',
  },
  {
    id: 'u-shop-uk-invoice',
    email: 'shop.uk.invoice@nordlys.demo',
    name: 'Thomas Wright',
    permissionScope: 'Invoice',
  },
  {
    id: 'u-shop-uk-release',
    email: 'shop.uk.release@nordlys.demo',
    name: 'Amelia Scott',
    permissionScope: 'Release',
  },
]);

const accounts: DemoAccount[] = [
  { id: 'u-dealer-dk', email: 'dealer@nordlys.demo', name: 'Mette Jensen', customerNumber: 'C10001' },
  { id: 'u-haendler-de', email: 'haendler@nordlys.demo', name: 'Jonas Weber', customerNumber: 'C20001' },
  { id: 'u-shop-uk', email: 'shop.uk@nordlys.demo', name: 'Emily Clarke', customerNumber: 'C30001' },
  { id: 'u-store-us', email: 'store.us@nordlys.demo', name: 'Hannah Brooks', customerNumber: 'C40001' },
  { id: 'u-butik-se', email: 'butik.se@nordlys.demo', name: 'Linnea Berg', customerNumber: 'C50001' },
  { id: 'u-butikk-no', email: 'butikk.no@nordlys.demo', name: 'Ingrid Haugen', customerNumber: 'C60001' },
  { id: 'u-apac', email: 'apac@nordlys.demo', name: 'Wei Ling Tan', customerNumber: 'C70001' },
  { id: 'u-blocked', email: 'blocked@nordlys.demo', name: 'Rasmus Holm', customerNumber: 'C80001' },
  { id: 'u-inactive', email: 'inactive@nordlys.demo', name: 'Lone Madsen', customerNumber: 'C90001' },
  { id: 'u-sales', email: 'sales@nordlys.demo', name: 'Sofie Sælger', roles: ['impersonator'] },
  {
    id: 'u-manager',
    email: 'manager@nordlys.demo',
    name: 'Peter Nordby',
    roles: ['impersonator', 'B2B Manager'],
  },
  {
    id: 'u-proposal',
    email: 'proposal@nordlys.demo',
    name: 'Camilla Lund',
    roles: ['impersonator', 'proposal'],
  },
  ...colleagues,
  ...ukColleagues,
];

// argon2id is deliberately slow: hash the shared password once per process, not once per user or seed.
let demoPasswordHash: Promise<string> | undefined;

/** Dealers' users, sales staff and their customer assignments; every password is `demoPassword`. */
export async function buildUsers(customerNumbers: string[]): Promise<UserRows> {
  demoPasswordHash ??= hash(demoPassword);
  const passwordHash = await demoPasswordHash;
  const assignments: Record<string, string[]> = {
    'u-sales': ['C10001', 'C20001', 'C30001', 'C80001'],
    // The proposal user sells too (issue 31 item 10: without customers it could send no proposal).
    'u-proposal': ['C40001', 'C60001'],
    'u-manager': customerNumbers,
  };
  return {
    users: accounts.map((account) => ({
      id: account.id,
      username: account.email,
      email: account.email,
      name: account.name,
      passwordHash,
      customerNumber: account.customerNumber ?? null,
      roles: account.roles ?? [],
      permissionScope: account.permissionScope ?? 'All',
      active: true,
      createdAt,
    })),
    salesPersonCustomers: Object.entries(assignments).flatMap(([userId, numbers]) =>
      numbers.map((customerNumber) => ({ userId, customerNumber })),
    ),
  };
}
