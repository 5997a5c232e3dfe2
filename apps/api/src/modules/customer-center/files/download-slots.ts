import { appError } from '../../../lib/app-error.ts';

/**
 * At most `perUser` downloads of one user at once in this process: a file is streamed for as long as the
 * client reads it, so a loop of downloads that never waits would hold the API's time and memory. One more is
 * refused at once (429 rate-limited, Retry-After) instead of queued. The per-minute budget of each call is the
 * route's rate limit, shared by every instance; see docs/decisions/0039-customer-center-files.md.
 */
export type DownloadSlots = {
  /** Takes a slot of the user, or throws 429; the answer frees it (call it once, more calls do nothing). */
  take(userKey: string): () => void;
  running(userKey: string): number;
};

/** Seconds a refused client is asked to wait: a document is made in well under that. */
export const downloadRetryAfterSeconds = 2;

export function createDownloadSlots(perUser: number): DownloadSlots {
  const running = new Map<string, number>();
  return {
    take(userKey) {
      const current = running.get(userKey) ?? 0;
      if (current >= perUser) {
        throw appError('rate-limited', `At most ${perUser} downloads at once; wait for one to finish`);
      }
      running.set(userKey, current + 1);
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        const left = (running.get(userKey) ?? 1) - 1;
        if (left <= 0) running.delete(userKey);
        else running.set(userKey, left);
      };
    },
    running: (userKey) => running.get(userKey) ?? 0,
  };
}
