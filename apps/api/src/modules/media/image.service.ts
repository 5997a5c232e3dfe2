import { createHash } from 'node:crypto';
import type { ResizedImageParams } from '@shop/contracts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import type { ImageRenderer } from './create-image-renderer.ts';
import { checkMediaPath, decodeCanonicalBase64Url, extensionOf } from './media-path.ts';
import type { MediaFile } from './media-store.ts';
import { notProxiedExtensions, rawImageExtensions, resizableExtensions } from './media-types.ts';
import { canonicalGravity, type ImageFormat, type RenderImageRequest } from './render-image.ts';

/** A resize that has been checked and keyed, but not rendered yet (so a 304 costs no pixels). */
export type PreparedImage = {
  key: string;
  etag: string;
  contentType: string;
  format: ImageFormat;
  /** The original, read only when the variant must be rendered. */
  source: MediaFile;
  request: Omit<RenderImageRequest, 'file'>;
};

const formats: Record<string, ImageFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  tif: 'jpeg',
  tiff: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

/** Bump to drop every cached variant after a change in how images are rendered. */
const renderVersion = 1;

/**
 * Check a resize request and key it by everything that changes its bytes: path, the source's size and
 * modification time (a replaced file gets new variants), mode, box, gravity and output format.
 */
export async function prepareResizedImage(ctx: Ctx, params: ResizedImageParams): Promise<PreparedImage> {
  const [encoded = '', requestedExtension] = params.b64Path.split('.');
  const relativePath = decodeCanonicalBase64Url(encoded, 'b64Path');
  checkMediaPath(relativePath, 'b64Path');
  const extension = extensionOf(relativePath);
  if (notProxiedExtensions.has(extension)) {
    throw appError('media.not-proxied', 'b64Path: .gif and .mp4 are not resized; use /images/raw/{b64Path}');
  }
  if (!resizableExtensions.has(extension)) {
    throw appError('media.unsupported-type', 'b64Path: is not an image type the service can resize');
  }
  const source = await ctx.services.mediaStore.find(relativePath);
  const format = formats[requestedExtension ?? source.extension] ?? 'jpeg';
  const gravity = canonicalGravity(params.resize, params.gravity);
  const key = createHash('sha256')
    .update(
      [
        renderVersion,
        relativePath,
        source.size,
        Math.floor(source.mtimeMs),
        params.resize,
        params.width,
        params.height,
        gravity,
        format,
      ].join('\n'),
    )
    .digest('hex');
  return {
    key,
    etag: `"${key.slice(0, 32)}"`,
    contentType: `image/${format}`,
    format,
    source,
    request: {
      resize: params.resize,
      width: params.width,
      height: params.height,
      gravity: params.gravity,
      format,
    },
  };
}

/**
 * The rendered bytes: from the disk cache when stored, else rendered and stored for next time (a variant
 * evicted meanwhile, by this process or another sharing the folder, is simply rendered again).
 */
export async function loadResizedImage(
  ctx: Ctx,
  renderer: ImageRenderer,
  image: PreparedImage,
): Promise<{ bytes: Buffer; cacheHit: boolean }> {
  const cache = ctx.services.imageCache;
  const cached = cache ? await cache.read(image.key, image.format) : null;
  if (cached) return { bytes: cached, cacheHit: true };
  const bytes = await renderer.render(image.key, { ...image.request, file: await image.source.source() });
  if (cache) {
    // A full disk must not fail the request: the image is rendered, only the next one pays again.
    await cache
      .write(image.key, image.format, bytes)
      .catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'could not store a resized image in the cache'),
      );
  }
  return { bytes, cacheHit: false };
}

/** The original of an image or video for /images/raw; other file types are refused before the disk. */
export async function findRawImage(ctx: Ctx, b64Path: string): Promise<MediaFile> {
  const relativePath = decodeCanonicalBase64Url(b64Path, 'b64Path');
  checkMediaPath(relativePath, 'b64Path');
  if (!rawImageExtensions.has(extensionOf(relativePath))) {
    throw appError('media.unsupported-type', 'b64Path: is not an image or video; files are served by /files');
  }
  return ctx.services.mediaStore.find(relativePath);
}
