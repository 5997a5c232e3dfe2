/** Spec §8: a chunk-load failure reloads the page, at most once per 60 seconds. */
export const chunkReloadIntervalMs = 60_000;
const storageKey = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= chunkReloadIntervalMs;
}

/** Reload once when a newer deploy removed the chunk this page asked for; returns whether it reloads. */
export function reloadAfterChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  const stored = Number(window.sessionStorage.getItem(storageKey));
  const now = Date.now();
  if (!shouldReloadForChunkError(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return false;
  window.sessionStorage.setItem(storageKey, String(now));
  window.location.reload();
  return true;
}
