import { messages, type Results, type RowMode } from '@electric-sql/pglite';
import type { QueryLane } from './query-lane.ts';

/**
 * Messages between the API thread and the PGlite worker thread (structured clone, so no functions).
 * Statements wait in the worker for the connection in their lane (see lane-lock.ts); those of a transaction
 * (`tx`: the id of its `begin`) go to that transaction, which holds the connection from BEGIN until commit or
 * rollback. They may be sent before `begin` is answered: the worker runs them once BEGIN has run.
 */
export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: RowMode;
      /** Columns of these type oids come back as PostgreSQL text; the caller's own parsers read them. */
      rawTypes: number[];
      paramTypes?: number[];
      lane: QueryLane;
      /** The transaction (the id of its `begin`) the statement runs in; null: none. */
      tx: number | null;
    }
  | { id: number; op: 'exec'; sql: string; lane: QueryLane; tx: number | null }
  | { id: number; op: 'begin'; lane: QueryLane }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/**
 * After an interactive statement the worker holds queued background work back (`{ pause }`) until the API
 * thread has had a turn of its event loop to ask for the request's next query; then it answers `turn`.
 */
export type WorkerPause = { pause: number };
export type WorkerTurn = { op: 'turn'; pause: number };

export type ToWorker = WorkerRequest | WorkerTurn;

export type SerializedError = {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, unknown>;
};

export type WorkerResult = Results<unknown> | Results[] | null;

export type WorkerResponse =
  | { id: number; ok: true; result: WorkerResult }
  | { id: number; ok: false; error: SerializedError };

export type FromWorker = WorkerResponse | WorkerPause;

/** First message of the worker: PGlite is open, or it could not be opened. */
export type WorkerHello = { hello: 'ready' } | { hello: 'failed'; error: SerializedError };

const cloneable = (value: unknown): boolean =>
  value === null ||
  ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value) ||
  (Array.isArray(value) && value.every(cloneable));

/** Keep what callers read from a database error (code, detail, constraint, query…), drop the rest. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (cloneable(value)) fields[key] = value;
  return { message: error.message, name: error.name, ...(error.stack ? { stack: error.stack } : {}), fields };
}

/**
 * The error as the in-process driver would have thrown it: a PGlite `DatabaseError` (same class, code,
 * detail, constraint) for errors PostgreSQL reported, else a plain Error. drizzle wraps either in a
 * DrizzleQueryError whose stack is the caller's.
 */
export function deserializeError(serialized: SerializedError): Error {
  const isDatabaseError = typeof serialized.fields.code === 'string' && 'severity' in serialized.fields;
  const error = isDatabaseError
    ? new messages.DatabaseError(serialized.message, Number(serialized.fields.length ?? 0), 'error')
    : new Error(serialized.message);
  Object.assign(error, serialized.fields);
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
