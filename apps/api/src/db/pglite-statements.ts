import {
  type ParserOptions,
  type PGlite,
  parse,
  protocol,
  type Results,
  type RowMode,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** One statement for the statement cache: what drizzle hands PGlite's `query`, plus where it runs. */
export type CachedQuery = {
  sql: string;
  params: unknown[];
  rowMode: RowMode;
  parsers: ParserOptions;
  paramTypes?: number[];
  /** Inside an open transaction: a failed statement has aborted it, so nothing is retried. */
  inTransaction: boolean;
};

type Prepared = { name: string; paramTypes: number[] };

/** How many statements stay prepared; the least recently used one is closed to make room. */
const defaultCapacity = 200;

/**
 * PostgreSQL's answers when a prepared statement no longer fits the schema (a column it returns changed
 * type) or no longer exists (someone ran DEALLOCATE or DISCARD): prepare it again.
 */
function isStale(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: string };
  return (
    code === '26000' ||
    (code === '0A000' && error.message.includes('cached plan must not change result type'))
  );
}

/**
 * Named prepared statements on PGlite's one session (ADR 0022). PGlite's own `query` parses, describes and
 * plans every statement on every call; for our short statements that costs more than running them (the cart
 * snapshot: 1.7 ms by `query`, 0.5 ms prepared). Here each distinct SQL text is parsed once under a name and
 * then only bound and executed, in one protocol round, and PostgreSQL keeps its plan as it does for any
 * driver that prepares (node-postgres with a name, postgres.js): custom plans for the first five runs, then
 * the generic plan where it is not costlier. Answers and errors are PGlite's own (`parseResults`,
 * `DatabaseError`), so callers see no difference.
 */
export class StatementCache {
  readonly #db: PGlite;
  readonly #capacity: number;
  /** In order of last use, oldest first. Keyed by SQL text and declared parameter types. */
  readonly #prepared = new Map<string, Prepared>();
  /** Names to close: sent ahead of the next statement prepared, in the same protocol round. */
  #unused: string[] = [];
  #nextName = 0;

  constructor(db: PGlite, options: { capacity?: number } = {}) {
    this.#db = db;
    this.#capacity = options.capacity ?? defaultCapacity;
  }

  /** Statements prepared now (at most the capacity). */
  get size(): number {
    return this.#prepared.size;
  }

  query<T>(query: CachedQuery): Promise<Results<T>> {
    // PGlite's own statement lock: one protocol exchange at a time, also for statements a transaction sends
    // at once, and never between the rounds of another call's statement.
    return this.#db._runExclusiveQuery(async () => {
      try {
        return await this.#run<T>(query);
      } catch (error) {
        if (!isStale(error) || query.inTransaction) throw error;
        // The stale statement failed at bind time, before it ran anything: prepared afresh, it runs once more.
        return this.#run<T>(query);
      }
    });
  }

  async #run<T>(query: CachedQuery): Promise<Results<T>> {
    const key = `${query.paramTypes?.join(',') ?? ''}|${query.sql}`;
    const statement = await this.#statement(key, query);
    const values = query.params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = this.#db.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    try {
      const { messages } = await this.#db.execProtocol(
        Buffer.concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: !query.inTransaction },
      );
      return parse.parseResults(messages, this.#db.parsers, {
        rowMode: query.rowMode,
        parsers: query.parsers,
      })[0] as Results<T>;
    } catch (error) {
      if (isStale(error)) this.#forget(key);
      throw Object.assign(error as Error, { query: query.sql, params: query.params });
    }
  }

  /** The prepared statement for `key`, now the most recently used; prepared (and the oldest closed) if new. */
  async #statement(key: string, query: CachedQuery): Promise<Prepared> {
    const known = this.#prepared.get(key);
    if (known) {
      this.#prepared.delete(key);
      this.#prepared.set(key, known);
      return known;
    }
    while (this.#prepared.size >= this.#capacity) {
      const [oldestKey] = this.#prepared.keys();
      this.#forget(oldestKey as string);
    }
    // A statement that no longer exists closes without complaint.
    const closing = this.#unused.map((unused) => serialize.close({ type: 'S', name: unused }));
    this.#unused = [];
    const name = `s${this.#nextName++}`;
    try {
      const { messages } = await this.#db.execProtocol(
        Buffer.concat([
          ...closing,
          serialize.parse({ name, text: query.sql, types: query.paramTypes ?? [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
      this.#prepared.set(key, prepared);
      return prepared;
    } catch (error) {
      throw Object.assign(error as Error, { query: query.sql, params: query.params });
    }
  }

  #forget(key: string): void {
    const statement = this.#prepared.get(key);
    if (!statement) return;
    this.#prepared.delete(key);
    this.#unused.push(statement.name);
  }
}
