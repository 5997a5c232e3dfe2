import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createLimiter } from './limiter.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once and starts the next when one ends', async () => {
    const limiter = createLimiter(2);
    const gates = [deferred(), deferred(), deferred()];
    let active = 0;
    let peak = 0;
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        active++;
        peak = Math.max(peak, active);
        await gate.promise;
        active--;
        return index;
      }),
    );
    await Promise.resolve();
    expect(limiter.running).toBe(2);
    expect(limiter.queued).toBe(1);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
    expect(limiter.running).toBe(0);
  });

  it('refuses with its error once the queue is full, and a failing task frees its slot', async () => {
    const full = () => new AppError('media.busy', 'busy');
    const limiter = createLimiter(1, { maxQueued: 1, whenFull: full });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const second = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'third')).rejects.toMatchObject({ statusCode: 503 });
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'after')).toBe('after');
    expect(limiter.running).toBe(0);
  });
});
