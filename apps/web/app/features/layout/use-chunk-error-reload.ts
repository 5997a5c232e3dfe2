import { useEffect } from 'react';
import { reloadAfterChunkError } from '../../lib/chunk-reload.ts';

/** Vite reports failed preloads of route chunks (after a deploy) as `vite:preloadError` on window. */
export function useChunkErrorReload(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (reloadAfterChunkError(payload ?? new Error('ChunkLoadError'))) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
