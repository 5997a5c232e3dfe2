import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks.ts';
import { type CallbackSender, deliverCallback, type Sleep } from './deliver-callback.ts';

type Entry = { level: string; message: string };

function recordingLog(entries: Entry[]): FastifyBaseLogger {
  const at =
    (level: string) =>
    (_object: unknown, message?: string): void => {
      entries.push({ level, message: message ?? '' });
    };
  const log = { warn: at('warn'), error: at('error'), info: at('info'), debug: at('debug') };
  return log as unknown as FastifyBaseLogger;
}

/** Answers the given statuses in turn (an Error is thrown like a network failure). */
function scriptedSender(script: Array<number | Error>): { send: CallbackSender; calls: string[] } {
  const calls: string[] = [];
  const send: CallbackSender = async (url) => {
    calls.push(url);
    const next = script[calls.length - 1];
    if (next === undefined) throw new Error('called more often than scripted');
    if (next instanceof Error) throw next;
    return next;
  };
  return { send, calls };
}

const url = `http://shop.test${pathOf(endpoints.payment.verifyPayment, { area: 'b2b', paymentId: 'pay_1' })}`;
const noWait: Sleep = async () => {};

describe('deliverCallback', () => {
  it('stops after the first 2xx', async () => {
    const entries: Entry[] = [];
    const { send, calls } = scriptedSender([200]);
    const result = await deliverCallback(
      send,
      url,
      {},
      {
        log: recordingLog(entries),
        signal: new AbortController().signal,
        sleep: noWait,
      },
    );
    expect(result).toEqual({ delivered: true, attempts: 1, lastStatus: 200 });
    expect(calls).toEqual([url]);
    expect(entries).toEqual([]);
  });

  it('retries network errors, 5xx, 408 and 429 with growing pauses, then delivers', async () => {
    const entries: Entry[] = [];
    const waits: number[] = [];
    const { send, calls } = scriptedSender([new Error('ECONNREFUSED'), 502, 429, 204]);
    const result = await deliverCallback(
      send,
      url,
      {},
      {
        log: recordingLog(entries),
        signal: new AbortController().signal,
        delaysMs: [10, 20, 40],
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    expect(result).toEqual({ delivered: true, attempts: 4, lastStatus: 204 });
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([10, 20, 40]);
    expect(entries.map((entry) => entry.level)).toEqual(['warn', 'warn', 'warn']);
  });

  it('gives up after the last attempt and logs an error, without throwing', async () => {
    const entries: Entry[] = [];
    const { send, calls } = scriptedSender([500, 500, 500]);
    const result = await deliverCallback(
      send,
      url,
      {},
      {
        log: recordingLog(entries),
        signal: new AbortController().signal,
        delaysMs: [1, 1],
        sleep: noWait,
      },
    );
    expect(result).toEqual({ delivered: false, attempts: 3, lastStatus: 500 });
    expect(calls).toHaveLength(3);
    expect(entries.at(-1)).toEqual({ level: 'error', message: 'payment callback given up' });
  });

  it('does not retry a 4xx the shop means (unknown payment)', async () => {
    const entries: Entry[] = [];
    const { send, calls } = scriptedSender([404]);
    const result = await deliverCallback(
      send,
      url,
      {},
      {
        log: recordingLog(entries),
        signal: new AbortController().signal,
        sleep: noWait,
      },
    );
    expect(result).toEqual({ delivered: false, attempts: 1, lastStatus: 404 });
    expect(calls).toHaveLength(1);
    expect(entries).toEqual([{ level: 'warn', message: 'payment callback refused' }]);
  });

  it('stops retrying when the app closes while it waits', async () => {
    const entries: Entry[] = [];
    const controller = new AbortController();
    const { send, calls } = scriptedSender([503, 503]);
    const result = await deliverCallback(
      send,
      url,
      {},
      {
        log: recordingLog(entries),
        signal: controller.signal,
        sleep: async (_ms, signal) => {
          controller.abort();
          signal.throwIfAborted();
        },
      },
    );
    expect(result.delivered).toBe(false);
    expect(calls).toHaveLength(1);
  });
});

describe('createBackgroundTasks', () => {
  it('runs tasks without the caller waiting, and close() aborts and awaits them', async () => {
    const errors: unknown[] = [];
    const tasks = createBackgroundTasks((error) => errors.push(error));
    const seen: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    tasks.start(async (signal) => {
      await gate;
      seen.push(signal.aborted ? 'aborted' : 'running');
    });
    tasks.start(async () => {
      throw new Error('boom');
    });
    expect(seen).toEqual([]);
    const closing = tasks.close();
    release();
    await closing;
    expect(seen).toEqual(['aborted']);
    expect(errors).toEqual([new Error('boom')]);
  });
});
