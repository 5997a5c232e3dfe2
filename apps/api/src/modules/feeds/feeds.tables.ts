import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * API keys of the machines reading the feeds (the DAM's Kontainer feed, the PIM's Perfion feed). The key is
 * shown once when staff create it; only its SHA-256 hash and a short prefix (to tell keys apart) are kept.
 */
export const feedApiKeys = pgTable('feed_api_keys', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** What the key may read: ['feeds'] today. */
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  createdByUserId: text('created_by_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
