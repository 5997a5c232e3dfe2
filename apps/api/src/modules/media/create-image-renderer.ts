import { AppError, appError } from '../../lib/app-error.ts';
import { createLimiter, type Limiter } from '../../lib/limiter.ts';
import { type RenderImageRequest, renderImage } from './render-image.ts';

export type ImageRenderer = {
  /** Render under the concurrency limit; requests with the same key running at once share one render. */
  render(key: string, request: RenderImageRequest): Promise<Buffer>;
  readonly limiter: Limiter;
};

export type ImageRendererOptions = {
  /** Resizes at once; each holds a decoded image (up to limitInputPixels × 4 bytes) in memory. */
  concurrency: number;
  /** Requests allowed to wait for a slot before the service answers 503. */
  maxQueued: number;
  /** Sources with more pixels are refused instead of decoded. */
  limitInputPixels: number;
};

export const defaultImageRendererOptions: ImageRendererOptions = {
  concurrency: 2,
  maxQueued: 200,
  limitInputPixels: 50_000_000,
};

/** 503 with a code the client can retry on; the queue is full, nothing was lost. */
const busy = () => appError('media.busy', 'The image service is busy; try again shortly');

/** A media file sharp cannot read (corrupt, too many pixels): the file's fault, not the caller's input. */
const unreadable = () => appError('media.unreadable-image', 'The image could not be processed');

/** One per app: the limiter and the in-flight map are shared by every request of that app instance. */
export function createImageRenderer(
  options: ImageRendererOptions = defaultImageRendererOptions,
): ImageRenderer {
  const limiter = createLimiter(options.concurrency, { maxQueued: options.maxQueued, whenFull: busy });
  const inFlight = new Map<string, Promise<Buffer>>();
  return {
    limiter,
    render(key, request) {
      const running = inFlight.get(key);
      if (running) return running;
      const job = limiter
        .run(() => renderImage(request, options.limitInputPixels))
        .catch((error: unknown) => {
          throw error instanceof AppError ? error : unreadable();
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}
