import { hash } from '@node-rs/argon2';
import type { salesPersonCustomers, users } from '../schema.ts';

export type UserRows = {
  users: Array<typeof users.$inferInsert>;
  salesPersonCustomers: Array<typeof salesPersonCustomers.$inferInsert>;
};

/** The one password of every demo user. */
export const demoPassword = 'nordlys-demo';

const createdAt = new Date('2026-01-15T09:00:00Z');

const accounts = [
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
];

// argon2id is deliberately slow: hash the shared password once per process, not once per user or seed.
let demoPasswordHash: Promise<string> | undefined;

/** Dealers' users, sales staff and their customer assignments; every password is `demoPassword`. */
export async function buildUsers(customerNumbers: string[]): Promise<UserRows> {
  demoPasswordHash ??= hash(demoPassword);
  const passwordHash = await demoPasswordHash;
  const assignments: Record<string, string[]> = {
    'u-sales': ['C10001', 'C20001', 'C30001', 'C80001'],
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
      active: true,
      createdAt,
    })),
    salesPersonCustomers: Object.entries(assignments).flatMap(([userId, numbers]) =>
      numbers.map((customerNumber) => ({ userId, customerNumber })),
    ),
  };
}
