import type { PermissionScope } from '@shop/contracts';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.tables.ts';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  customerNumber: text('customer_number').references(() => customers.customerNumber),
  roles: text('roles').array().notNull(),
  active: boolean('active').notNull().default(true),
  /**
   * What a customer's user may do in the shop and the customer center (spec enumeration None, Shipping,
   * Invoice, Release, All; meaning in docs/decisions). Staff and sales users keep All.
   */
  permissionScope: text('permission_scope').$type<PermissionScope>().notNull().default('All'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use password tokens, stored as SHA-256 of the token: `reset` from RecoverPassword, `invite` when a
 * company's user invites a colleague (the invitation sets the first password through the same flow).
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'reset' | 'invite'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/**
 * Opaque bearer tokens, stored as SHA-256 of the token. `kind` anonymous = a not-logged-in visitor's token;
 * `actingCustomerNumber` is set while a sales user impersonates a customer.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'user' | 'anonymous'>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    actingCustomerNumber: text('acting_customer_number'),
    /** Set while the session edits a proposal draft (the `proposal` role; ADR 47): the shop's carts are the draft's. */
    draftId: text('draft_id'),
    /**
     * Set while staff view the shop with this customer's prices without acting for them (ADR 82); never together
     * with an acting customer or a draft.
     */
    priceViewCustomerNumber: text('price_view_customer_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Which customers a sales person may act for. */
export const salesPersonCustomers = pgTable(
  'sales_person_customers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerNumber] })],
);

/**
 * The size curve a user applied last in the size × colour grid (issue 33, ADR 90), one row per user: the grid
 * offers it again on any device. Goes with the user.
 */
export const userSizeCurves = pgTable('user_size_curves', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  curve: text('curve').notNull(),
  packs: integer('packs').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
