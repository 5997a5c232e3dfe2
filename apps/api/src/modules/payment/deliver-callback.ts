import { setTimeout as sleepFor } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

/** Sends one server-to-server callback and answers the HTTP status the shop gave. */
export type CallbackSender = (url: string, body: unknown) => Promise<number>;

/** Waits between attempts; replaced in tests so retries are checked without real time passing. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** Pauses before the 2nd, 3rd and 4th attempt: at most 4 attempts within ~10 s. */
export const callbackRetryDelaysMs = [500, 2_000, 8_000] as const;

const abortableSleep: Sleep = (ms, signal) => sleepFor(ms, undefined, { signal });

/** A callback over HTTP, as a real provider sends it: a bounded wait, no redirects followed. */
export const httpCallbackSender: CallbackSender = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(5_000),
  });
  await response.body?.cancel();
  return response.status;
};

/** 2xx: done. 4xx other than 408/429: the shop refused it for good (unknown payment…), retrying cannot help. */
function isFinal(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export type DeliveryResult = { delivered: boolean; attempts: number; lastStatus: number | null };

/**
 * Deliver a callback with a bounded retry. Never throws: failures are logged, because the payer's redirect
 * verifies the payment too, so a lost callback delays nothing the payer sees. Stops early when `signal`
 * aborts (the app is closing).
 */
export async function deliverCallback(
  send: CallbackSender,
  url: string,
  body: unknown,
  options: {
    log: FastifyBaseLogger;
    signal: AbortSignal;
    delaysMs?: readonly number[];
    sleep?: Sleep;
  },
): Promise<DeliveryResult> {
  const delays = options.delaysMs ?? callbackRetryDelaysMs;
  const sleep = options.sleep ?? abortableSleep;
  let lastStatus: number | null = null;
  let attempts = 0;
  while (true) {
    attempts++;
    try {
      lastStatus = await send(url, body);
      if (isFinal(lastStatus)) {
        const delivered = lastStatus < 300;
        if (!delivered) options.log.warn({ url, status: lastStatus }, 'payment callback refused');
        return { delivered, attempts, lastStatus };
      }
      options.log.warn({ url, status: lastStatus, attempts }, 'payment callback failed, will retry');
    } catch (error) {
      lastStatus = null;
      options.log.warn({ url, err: error, attempts }, 'payment callback not sent, will retry');
    }
    const delay = delays[attempts - 1];
    if (delay === undefined || options.signal.aborted) break;
    try {
      await sleep(delay, options.signal);
    } catch {
      break; // aborted while waiting: the app is closing
    }
  }
  options.log.error({ url, lastStatus, attempts }, 'payment callback given up');
  return { delivered: false, attempts, lastStatus };
}
