/**
 * Worker-thread entry: owns the PGlite instance, so its WASM work never blocks the API thread, and decides
 * which waiting statement gets the one connection next (lane-lock.ts). Statements run back to back here,
 * without a round trip to the API thread between them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ParserOptions, PGlite, type Transaction } from '@electric-sql/pglite';
import { LaneLock, type Release } from './lane-lock.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import { imageBlob } from './pglite-image.ts';
import {
  serializeError,
  type ToWorker,
  type WorkerHello,
  type WorkerPause,
  type WorkerRequest,
  type WorkerResponse,
  type WorkerResult,
} from './pglite-protocol.ts';
import { StatementCache } from './pglite-statements.ts';
import type { PGliteAssets } from './pglite-thread.ts';
import { randomPageCost } from './planner-settings.ts';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread only');
const port = parentPort;
const { dataDir, image, wasmModule, fsBundle } = workerData as {
  dataDir: string | null;
  image: string | null;
} & PGliteAssets;

const asText = (value: string) => value;
const rawParsers = new Map<string, ParserOptions>();
/** Parsers that leave the given types as text (one object per set of types, reused). */
function parsersFor(types: number[]): ParserOptions {
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, asText]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

/** The pause after an interactive statement ends when the API thread answers `turn` for it. */
let waitingTurn: { pause: number; resume: () => void } | null = null;
let pauses = 0;
const lock = new LaneLock({
  deferGrants: true,
  pause: (resume) => {
    const pause = ++pauses;
    waitingTurn = { pause, resume };
    port.postMessage({ pause } satisfies WorkerPause);
    return () => {
      if (waitingTurn?.pause === pause) waitingTurn = null;
    };
  },
});

/** A transaction opened by `begin`: it holds the lock until `commit` or `rollback` settles it. */
type OpenTransaction = {
  tx: Transaction;
  settle: (commit: boolean) => void;
  done: Promise<void>;
  release: Release;
};
const rollbackMarker = Symbol('rollback');

/**
 * Transactions by the id of their `begin`, from the moment it arrives: BEGIN waits for the connection, and the
 * transaction's statements, sent without waiting for `begin`'s answer, wait here for BEGIN to have run.
 */
const transactions = new Map<number, Promise<OpenTransaction>>();

function begin(db: PGlite, release: Release): Promise<OpenTransaction> {
  return new Promise((resolve, reject) => {
    let began = false;
    const done: Promise<void> = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            began = true;
            resolve({ tx, settle: (ok) => (ok ? commit() : rollback(rollbackMarker)), done, release });
          }),
      )
      .catch((error: unknown) => {
        if (error !== rollbackMarker) throw error;
      });
    // BEGIN itself failed: the callback never ran.
    done.catch((error: unknown) => {
      if (!began) reject(error);
    });
  });
}

/** The transaction of a statement, once its BEGIN has run; it rejects when that BEGIN failed. */
function opened(id: number): Promise<OpenTransaction> {
  const opening = transactions.get(id);
  if (!opening) throw new Error('the transaction is no longer open');
  return opening;
}

/** Commit or roll back a transaction (its lock is released by the caller, after the answer). */
async function finish(open: OpenTransaction, commit: boolean): Promise<null> {
  open.settle(commit);
  await open.done;
  return null;
}

function run(
  db: PGlite,
  statements: StatementCache,
  request: Extract<WorkerRequest, { op: 'query' | 'exec' }>,
  open: OpenTransaction | null,
) {
  const on = open ? open.tx : db;
  if (request.op === 'exec') return on.exec(request.sql);
  const options = {
    rowMode: request.rowMode,
    parsers: parsersFor(request.rawTypes),
    ...(request.paramTypes ? { paramTypes: request.paramTypes } : {}),
  };
  // Searches are planned for their own parameters each time (ADR 0022).
  if (request.lane === 'background') return on.query(request.sql, request.params, options);
  // Short statements go through the prepared-statement cache, in or out of the open transaction (one session).
  return statements.query({
    sql: request.sql,
    params: request.params,
    ...options,
    inTransaction: open !== null,
  });
}

const answer = (response: WorkerResponse) => port.postMessage(response);

/** Run `work` and send its result or error; `after` runs once the answer is on its way. */
async function reply(id: number, work: () => Promise<WorkerResult>, after?: () => void): Promise<void> {
  try {
    answer({ id, ok: true, result: await work() });
  } catch (error) {
    answer({ id, ok: false, error: serializeError(error) });
  } finally {
    after?.();
  }
}

async function serve(db: PGlite, statements: StatementCache, request: WorkerRequest): Promise<void> {
  switch (request.op) {
    case 'query':
    case 'exec': {
      const { tx } = request;
      if (tx !== null) return reply(request.id, async () => run(db, statements, request, await opened(tx)));
      const release = await lock.acquire(request.lane);
      return reply(request.id, () => run(db, statements, request, null), release);
    }
    case 'begin': {
      // Registered before anything is awaited: the transaction's next messages may already be on their way.
      const opening = lock.acquire(request.lane).then(async (release) => {
        try {
          return await begin(db, release);
        } catch (error) {
          release();
          throw error;
        }
      });
      transactions.set(request.id, opening);
      opening.catch(() => transactions.delete(request.id));
      return reply(request.id, async () => {
        await opening;
        return null;
      });
    }
    case 'commit':
    case 'rollback': {
      let release: Release | undefined;
      return reply(
        request.id,
        async () => {
          const open = await opened(request.tx);
          transactions.delete(request.tx);
          release = open.release;
          return finish(open, request.op === 'commit');
        },
        () => release?.(),
      );
    }
    case 'close': {
      // Behind everything already queued.
      const release = await lock.acquire('background');
      return reply(request.id, async () => {
        await db.close();
        return null;
      }).finally(release);
    }
  }
}

const db = await PGlite.create({
  // Compiled and read once by the API thread (pglite-thread.ts).
  wasmModule,
  fsBundle,
  ...(dataDir ? { dataDir } : {}),
  ...(!dataDir && image ? { loadDataDir: imageBlob(image) } : {}),
  extensions: pgliteExtensions,
}).catch((error: unknown) => {
  port.postMessage({ hello: 'failed', error: serializeError(error) } satisfies WorkerHello);
  return null;
});
if (db) {
  // The planner's cost of a page read out of order, as on the PostgreSQL pool (client.ts, ADR 92).
  await db.exec(`set random_page_cost = ${randomPageCost}`);
  const statements = new StatementCache(db);
  port.on('message', (message: ToWorker) => {
    if (message.op !== 'turn') return void serve(db, statements, message);
    if (waitingTurn?.pause !== message.pause) return;
    const { resume } = waitingTurn;
    waitingTurn = null;
    resume();
  });
  port.postMessage({ hello: 'ready' } satisfies WorkerHello);
}
