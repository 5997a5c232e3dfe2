import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../lib/background-tasks.ts';
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

/**
 * Delivers the callback to a sender answering `script` in turn, without pausing unless `options` say how:
 * answers the result, the URLs called and what was logged.
 */
async function deliverScripted(
  script: Array<number | Error>,
  options: { delaysMs?: number[]; sleep?: Sleep; signal?: AbortSignal } = {},
) {
  const entries: Entry[] = [];
  const { send, calls } = scriptedSender(script);
  const result = await deliverCallback(
    send,
    url,
    {},
    {
      log: recordingLog(entries),
      signal: options.signal ?? new AbortController().signal,
      sleep: options.sleep ?? noWait,
      ...(options.delaysMs ? { delaysMs: options.delaysMs } : {}),
    },
  );
  return { result, calls, entries };
}

describe('deliverCallback', () => {
  it('stops after the first 2xx', async () => {
    const { result, calls, entries } = await deliverScripted([200]);
    expect(result).toEqual({ delivered: true, attempts: 1, lastStatus: 200 });
    expect(calls).toEqual([url]);
    expect(entries).toEqual([]);
  });

  it('retries network errors, 5xx, 408 and 429 with growing pauses, then delivers', async () => {
    const waits: number[] = [];
    const { result, calls, entries } = await deliverScripted([new Error('ECONNREFUSED'), 502, 429, 204], {
      delaysMs: [10, 20, 40],
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toEqual({ delivered: true, attempts: 4, lastStatus: 204 });
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([10, 20, 40]);
    expect(entries.map((entry) => entry.level)).toEqual(['warn', 'warn', 'warn']);
  });

  it('gives up after the last attempt and logs an error, without throwing', async () => {
    const { result, calls, entries } = await deliverScripted([500, 500, 500], { delaysMs: [1, 1] });
    expect(result).toEqual({ delivered: false, attempts: 3, lastStatus: 500 });
    expect(calls).toHaveLength(3);
    expect(entries.at(-1)).toEqual({ level: 'error', message: 'payment callback given up' });
  });

  it('does not retry a 4xx the shop means (unknown payment)', async () => {
    const { result, calls, entries } = await deliverScripted([404]);
    expect(result).toEqual({ delivered: false, attempts: 1, lastStatus: 404 });
    expect(calls).toHaveLength(1);
    expect(entries).toEqual([{ level: 'warn', message: 'payment callback refused' }]);
  });

  it('stops retrying when the app closes while it waits', async () => {
    const controller = new AbortController();
    const { result, calls } = await deliverScripted([503, 503], {
      signal: controller.signal,
      sleep: async (_ms, signal) => {
        controller.abort();
        signal.throwIfAborted();
      },
    });
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
