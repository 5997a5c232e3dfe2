import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which queue a query waits in when the embedded database (one connection) is busy. `interactive` is
 * everything by default; `background` is for long statements (uncached searches) that must not make short
 * ones (product data, prices, carts) wait behind a queue of them. PostgreSQL with a pool ignores it.
 */
export type QueryLane = 'interactive' | 'background';

const laneStorage = new AsyncLocalStorage<QueryLane>();

/**
 * Run `work` with every query it issues in the background lane. `work` may return a drizzle query itself:
 * those start only when awaited, which happens here, inside the lane.
 */
export function inBackgroundLane<T>(work: () => PromiseLike<T>): Promise<T> {
  return laneStorage.run('background', async () => await work());
}

/** The lane of the code running now. */
export function currentQueryLane(): QueryLane {
  return laneStorage.getStore() ?? 'interactive';
}
