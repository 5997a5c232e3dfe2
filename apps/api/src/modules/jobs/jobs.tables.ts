import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (DESIGN 'jobs'): workers claim due rows with `FOR UPDATE SKIP LOCKED`, so a job survives a
 * crashed process and runs on one worker at a time. `(queue, key)` is unique: enqueueing the same work twice
 * (e.g. transfer of order SO100001) is a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued, running, done, failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('jobs_queue_key_idx').on(t.queue, t.key), index('jobs_due_idx').on(t.status, t.runAt)],
);
