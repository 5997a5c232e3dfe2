import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  deserializeError,
  type FromWorker,
  type WorkerHello,
  type WorkerRequest,
  type WorkerResponse,
  type WorkerTurn,
} from './pglite-protocol.ts';
import { currentQueryLane } from './query-lane.ts';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<WorkerRequest>;

/** The part of PGlite's interface drizzle's pglite driver and `openDatabase` use. */
export type PGliteClient = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * The worker is TypeScript when this file is (tsx: tests, `npm start`). Node 22.18 and later strip its types
 * themselves, so the `.ts` entry starts as it is. Older Nodes (20) neither read a `.ts` worker entry nor apply
 * the parent's `--import tsx` to workers: there it starts from a script that registers tsx in that thread
 * first. From the compiled build (`npm run build`, ADR 70) it is the `.js` beside this one and starts as it is;
 * the thread inherits the parent's `--conditions=compiled`.
 */
const compiled = import.meta.url.endsWith('.js');
const workerUrl = new URL(compiled ? './pglite-worker.js' : './pglite-worker.ts', import.meta.url);
const nodeStripsTypes = Boolean((process.features as { typescript?: string | false }).typescript);

function workerScript(): { script: string | URL; eval: boolean } {
  if (compiled || nodeStripsTypes) return { script: workerUrl, eval: false };
  const tsxApiUrl = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
  const bootstrap = `import(${JSON.stringify(tsxApiUrl)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return { script: bootstrap, eval: true };
}

/**
 * PGlite's WASM compiled and its file bundle read once per process, and handed to every worker this process
 * starts (the API's database, the search replica, each test app's database): a worker that compiled the 8.9 MB
 * module itself spent about 1.3 s of CPU on it before PGlite opened.
 */
export type PGliteAssets = { wasmModule: WebAssembly.Module; fsBundle: Blob };
let pgliteAssets: Promise<PGliteAssets> | null = null;
/** Node's WebAssembly global, which the ES library this project compiles against does not declare. */
const webAssembly: { compile(bytes: Uint8Array<ArrayBuffer>): Promise<WebAssembly.Module> } = Reflect.get(
  globalThis,
  'WebAssembly',
);
function sharedPgliteAssets(): Promise<PGliteAssets> {
  pgliteAssets ??= (async () => {
    const dist = new URL('.', pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
    const [wasm, data] = await Promise.all([
      readFile(new URL('pglite.wasm', dist)),
      readFile(new URL('pglite.data', dist)),
    ]);
    return { wasmModule: await webAssembly.compile(wasm), fsBundle: new Blob([data]) };
  })();
  pgliteAssets.catch(() => {
    pgliteAssets = null;
  });
  return pgliteAssets;
}

/**
 * PGlite in a worker thread, with the PGlite calls drizzle makes (query, exec, transaction). Every statement
 * is one message; the worker queues them for the one connection by lane (interactive before background, see
 * query-lane.ts and lane-lock.ts) and runs them back to back. A transaction holds the connection from BEGIN
 * to COMMIT/ROLLBACK, so transactions stay exclusive exactly as on the in-process PGlite. Results are parsed
 * by PGlite in the worker, except the column types the caller brings parsers for: those come back as text
 * and the caller's parsers read them here.
 */
export class PGliteThread implements PGliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #failure: Error | null = null;
  #closed: Promise<void> | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    // Only a pending call keeps the process alive, as with the in-process driver.
    worker.unref();
    worker.on('message', (message: FromWorker) => {
      if ('pause' in message) this.#giveTurn(message.pause);
      else this.#settle(message);
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the PGlite worker thread exited (code ${code})`)));
  }

  /** Start the worker and open PGlite there (`dataDir` null: in memory, from `image` when given). */
  static async start(options: { dataDir: string | null; image?: string | null }): Promise<PGliteThread> {
    const { script, eval: isEval } = workerScript();
    const assets = await sharedPgliteAssets();
    const workerData = { dataDir: options.dataDir, image: options.image ?? null, ...assets };
    const worker = new Worker(script, { eval: isEval, workerData });
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => fail(error);
      const onExit = (code: number) => fail(new Error(`the PGlite worker thread exited (code ${code})`));
      const onHello = (hello: WorkerHello) => {
        if (hello.hello === 'failed') return fail(deserializeError(hello.error));
        stopListening();
        resolve(new PGliteThread(worker));
      };
      const stopListening = () => worker.off('error', onError).off('exit', onExit).off('message', onHello);
      const fail = (error: Error) => {
        stopListening();
        // Whatever the dying thread still reports must not surface as an unhandled 'error' event.
        worker.on('error', () => {});
        void worker.terminate();
        reject(error);
      };
      worker.on('error', onError).on('exit', onExit).on('message', onHello);
    });
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, null);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exec(sql, null);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // `begin` is not awaited before the first statement: the worker holds the transaction's statements until
    // BEGIN has run (it waits for the connection), so the first one costs no round trip of its own. Once
    // BEGIN has run the transaction keeps the connection until commit or rollback, so everything else waits,
    // as with the in-process PGlite.
    const id = this.#nextId++;
    const began = this.#call({ op: 'begin', lane: currentQueryLane() }, id);
    const beginFailure = began.then(
      () => null,
      (error: Error) => error,
    );
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const query = async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
      ensureOpen();
      return this.#query<R>(sql, params ?? [], options ?? {}, id);
    };
    const tx: Transaction = {
      query,
      // PGlite's tagged-template form: each interpolated value becomes a parameter.
      sql: <R>(strings: TemplateStringsArray, ...params: unknown[]) =>
        query<R>(
          strings.reduce((text, part, index) => `${text}$${index}${part}`),
          params,
        ),
      exec: async (sql: string) => {
        ensureOpen();
        return this.#exec(sql, id);
      },
      rollback: async () => {
        ensureOpen();
        closed = true;
        await began;
        await this.#call({ op: 'rollback', tx: id });
      },
      listen: async () => {
        throw new Error('LISTEN is not available in a transaction of the thread-hosted PGlite');
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      await began;
      if (!closed) {
        closed = true;
        await this.#call({ op: 'commit', tx: id });
      }
      return result;
    } catch (error) {
      // A failed BEGIN failed the statements too, and leaves nothing to roll back.
      const failed = await beginFailure;
      if (failed) throw failed;
      if (!closed) {
        closed = true;
        await this.#call({ op: 'rollback', tx: id });
      }
      throw error;
    }
  }

  close(): Promise<void> {
    this.#closed ??= (async () => {
      if (!this.#failure) await this.#call({ op: 'close' });
      this.#failure ??= new Error('the PGlite database is closed');
      await this.#worker.terminate();
    })();
    return this.#closed;
  }

  async #query<T>(sql: string, params: unknown[], options: QueryOptions, tx: number | null) {
    if (options.serializers || options.blob || options.onNotice)
      throw new Error('serializers, blob and onNotice cannot be passed to the PGlite worker thread');
    const parsers = options.parsers ?? {};
    const rowMode = options.rowMode ?? 'object';
    const rawTypes = Object.keys(parsers).map(Number);
    const result = (await this.#call({
      op: 'query',
      sql,
      params,
      rowMode,
      rawTypes,
      ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
      lane: currentQueryLane(),
      tx,
    })) as Results<T>;
    if (rawTypes.length > 0) applyParsers(result, parsers, rowMode);
    return result;
  }

  async #exec(sql: string, tx: number | null): Promise<Results[]> {
    return (await this.#call({ op: 'exec', sql, lane: currentQueryLane(), tx })) as Results[];
  }

  #call(request: Request, id = this.#nextId++): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      // Throws (DataCloneError) for a parameter that cannot cross threads, before anything is pending.
      this.#worker.postMessage({ ...request, id } as WorkerRequest);
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
    });
  }

  /**
   * The worker holds searches back after an interactive answer until this thread has had a turn: by then
   * the continuation of that answer has asked for the request's next query, which the worker sees first.
   */
  #giveTurn(pause: number): void {
    setImmediate(() => {
      if (!this.#failure) this.#worker.postMessage({ op: 'turn', pause } satisfies WorkerTurn);
    });
  }

  #settle(message: WorkerResponse): void {
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.ok) pending.resolve(message.result);
    else pending.reject(deserializeError(message.error));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }
}

type Parser = (text: string, type: number) => unknown;

/** Run the caller's parsers over the columns the worker left as text (nulls stay null, as in PGlite). */
function applyParsers(
  result: Results<unknown>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: 'array' | 'object',
) {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID] as Parser | undefined;
    const key = rowMode === 'array' ? index : field.name;
    return parse ? [{ key, parse, type: field.dataTypeID }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Array<Record<string | number, unknown>>) {
    for (const { key, parse, type } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, type);
    }
  }
}
