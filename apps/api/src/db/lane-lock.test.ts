import { describe, expect, it } from 'vitest';
import { LaneLock } from './lane-lock.ts';
import type { QueryLane } from './query-lane.ts';

/** Ask for the lock and note in `order` when it is granted; hold it until `release()` is called. */
function ask(lock: LaneLock, lane: QueryLane, name: string, order: string[]) {
  let release: () => void = () => {
    throw new Error(`${name} was never granted`);
  };
  const granted = lock.acquire(lane).then((r) => {
    order.push(name);
    release = r;
  });
  return { granted, release: () => release() };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('LaneLock', () => {
  it('gives a free lock at once, whatever the lane', async () => {
    const lock = new LaneLock();
    const order: string[] = [];
    const search = ask(lock, 'background', 'search', order);
    await search.granted;
    expect(order).toEqual(['search']);
    search.release();
    const product = ask(lock, 'interactive', 'product', order);
    await product.granted;
    expect(order).toEqual(['search', 'product']);
  });

  it('lets interactive waiters pass background ones that queued earlier', async () => {
    const lock = new LaneLock();
    const order: string[] = [];
    const running = ask(lock, 'background', 'running search', order);
    await running.granted;
    const queued = [
      ask(lock, 'background', 'search 1', order),
      ask(lock, 'background', 'search 2', order),
      ask(lock, 'interactive', 'product', order),
      ask(lock, 'interactive', 'price', order),
    ];
    expect(lock.waiting).toEqual({ interactive: 2, background: 2 });
    running.release();
    await queued[2]?.granted;
    queued[2]?.release();
    await queued[3]?.granted;
    queued[3]?.release();
    await queued[0]?.granted;
    queued[0]?.release();
    await queued[1]?.granted;
    expect(order).toEqual(['running search', 'product', 'price', 'search 1', 'search 2']);
  });

  it("keeps a queued search out until the event loop had a turn, so a request's next query goes first", async () => {
    const lock = new LaneLock();
    const order: string[] = [];
    const first = ask(lock, 'interactive', 'product query 1', order);
    await first.granted;
    const search = ask(lock, 'background', 'search', order);
    first.release();
    // The request's follow-up query is asked for after the release, in the same turn of the event loop.
    await Promise.resolve();
    const second = ask(lock, 'interactive', 'product query 2', order);
    await second.granted;
    expect(order).toEqual(['product query 1', 'product query 2']);
    second.release();
    await search.granted;
    expect(order).toEqual(['product query 1', 'product query 2', 'search']);
  });

  it('lets the search in on the next turn when no interactive work follows', async () => {
    const lock = new LaneLock();
    const order: string[] = [];
    const product = ask(lock, 'interactive', 'product', order);
    await product.granted;
    const search = ask(lock, 'background', 'search', order);
    product.release();
    await nextTurn();
    await search.granted;
    expect(order).toEqual(['product', 'search']);
  });

  it('with deferGrants, chooses among everything that arrived in one turn, by lane', async () => {
    const lock = new LaneLock({ deferGrants: true });
    const order: string[] = [];
    const search = ask(lock, 'background', 'search', order);
    const product = ask(lock, 'interactive', 'product', order);
    await product.granted;
    expect(order).toEqual(['product']);
    product.release();
    await search.granted;
    expect(order).toEqual(['product', 'search']);
  });

  it('holds background work back until a custom pause resumes it', async () => {
    const resumes: Array<() => void> = [];
    const lock = new LaneLock({
      pause: (resume) => {
        resumes.push(resume);
        return () => {};
      },
    });
    const order: string[] = [];
    const product = ask(lock, 'interactive', 'product', order);
    await product.granted;
    const search = ask(lock, 'background', 'search', order);
    product.release();
    await nextTurn();
    expect(order).toEqual(['product']);
    expect(resumes).toHaveLength(1);
    resumes[0]?.();
    await search.granted;
    expect(order).toEqual(['product', 'search']);
  });

  it('does not hold background work back after a background holder', async () => {
    const lock = new LaneLock();
    const order: string[] = [];
    const first = ask(lock, 'background', 'search 1', order);
    await first.granted;
    const second = ask(lock, 'background', 'search 2', order);
    first.release();
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['search 1', 'search 2']);
    second.release();
  });

  it('serves one background waiter after a streak of interactive holders, so searches never starve', async () => {
    const lock = new LaneLock({ maxInteractiveStreak: 2 });
    const order: string[] = [];
    const running = ask(lock, 'interactive', 'running', order);
    await running.granted;
    const search = ask(lock, 'background', 'search', order);
    const interactive = [1, 2, 3].map((n) => ask(lock, 'interactive', `product ${n}`, order));
    running.release();
    for (const step of [interactive[0], interactive[1], search, interactive[2]]) {
      await step?.granted;
      step?.release();
    }
    expect(order).toEqual(['running', 'product 1', 'product 2', 'search', 'product 3']);
  });

  it('ignores a second release of the same grant', async () => {
    const lock = new LaneLock();
    const order: string[] = [];
    const first = ask(lock, 'interactive', 'first', order);
    await first.granted;
    const second = ask(lock, 'interactive', 'second', order);
    const third = ask(lock, 'interactive', 'third', order);
    first.release();
    first.release();
    await second.granted;
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first', 'second']);
    expect(lock.waiting.interactive).toBe(1);
    second.release();
    await third.granted;
    expect(order).toEqual(['first', 'second', 'third']);
  });
});
