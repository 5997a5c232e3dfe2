import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { contentDisposition } from './content-disposition.ts';
import { findDownload } from './file.service.ts';
import { findRawImage, loadResizedImage, prepareResizedImage } from './image.service.ts';
import { contentTypeFor } from './media-types.ts';
import { immutableCacheControl, isNotModified, mediaHeaders, sendMediaFile } from './send-media-file.ts';
import { singleColorSvg } from './single-color-svg.ts';

/** Downloads may be replaced under the same path, so they are kept a week and revalidated by ETag. */
const downloadCacheControl = 'public, max-age=604800';

/**
 * Images, swatches and files of the media root (customer-center-and-sales §7). Resizes run on the app's one
 * image renderer (wiring.ts), so its concurrency limit holds across requests.
 */
export const mediaHandlers: Handlers<typeof endpoints.media> = {
  getSingleColorImage: async (request, reply) => {
    const { hex } = request.params;
    const etag = `"${hex}"`;
    reply.headers(
      mediaHeaders({
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': immutableCacheControl,
        etag,
      }),
    );
    if (isNotModified(request, etag, null)) return reply.code(304).send();
    return reply.send(singleColorSvg(hex));
  },

  getRawImage: async (request, reply) => {
    const file = await findRawImage(request.ctx, request.params.b64Path);
    return sendMediaFile(request, reply, file, {
      'content-type': contentTypeFor(file.extension),
      'cache-control': immutableCacheControl,
    });
  },

  getResizedImage: async (request, reply) => {
    const image = await prepareResizedImage(request.ctx, request.params);
    // Headers go on only with an answer: a failed render must not leave a year-long cache header behind.
    const headers = mediaHeaders({
      'content-type': image.contentType,
      'cache-control': immutableCacheControl,
      etag: image.etag,
    });
    if (isNotModified(request, image.etag, null)) return reply.headers(headers).code(304).send();
    const { bytes, cacheHit } = await loadResizedImage(
      request.ctx,
      request.ctx.services.imageRenderer,
      image,
    );
    return reply.headers({ ...headers, 'x-image-cache': cacheHit ? 'hit' : 'miss' }).send(bytes);
  },

  getFile: async (request, reply) => {
    const { file, fileName } = await findDownload(request.ctx, request.params);
    return sendMediaFile(request, reply, file, {
      'content-type': contentTypeFor(file.extension),
      'cache-control': downloadCacheControl,
      'content-disposition': contentDisposition(fileName),
    });
  },
};
