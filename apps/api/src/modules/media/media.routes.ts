import {
  ErrorBody,
  FileParams,
  RawImageParams,
  ResizedImageParams,
  SingleColorParams,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from './content-disposition.ts';
import { createImageRenderer } from './create-image-renderer.ts';
import { findDownload } from './file.service.ts';
import { findRawImage, loadResizedImage, prepareResizedImage } from './image.service.ts';
import { contentTypeFor } from './media-types.ts';
import { immutableCacheControl, isNotModified, mediaHeaders, sendMediaFile } from './send-media-file.ts';
import { singleColorSvg } from './single-color-svg.ts';

/** A binary answer in the OpenAPI document: its media types and what it is (no JSON body to validate). */
const binary = (description: string, mediaTypes: string[]) =>
  z.any().meta({
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  });

/** Downloads may be replaced under the same path, so they are kept a week and revalidated by ETag. */
const downloadCacheControl = 'public, max-age=604800';

/**
 * Images, swatches and files of the media root (customer-center-and-sales §7). Anonymous: product media
 * is public. Path parameters are base64url media paths; see the contracts for the exact rules.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderer = createImageRenderer();
  const tags = ['Media'];
  const errors = { 400: ErrorBody, 404: ErrorBody };
  const notModified = { 304: z.null().describe('Not modified: the ETag or date sent is current') };
  const partial = {
    206: binary('The requested byte range', ['image/*', 'video/*', 'application/octet-stream']),
    416: z.null().describe('The byte range lies outside the file'),
  };

  app.get(
    '/images/svg/singlecolor/:hex',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'A colour swatch: an SVG square of one colour (3 or 6 hex digits, optional leading %23)',
        params: SingleColorParams,
        response: { 200: binary('The swatch', ['image/svg+xml']), ...notModified, 400: ErrorBody },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/images/raw/:b64Path',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'The original image or video (.gif and .mp4 are only served here); byte ranges supported',
        params: RawImageParams,
        response: {
          200: binary('The original file', ['image/*', 'video/*']),
          ...partial,
          ...notModified,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await findRawImage(request.ctx, request.params.b64Path);
      return sendMediaFile(request, reply, file, {
        'content-type': contentTypeFor(file.extension),
        'cache-control': immutableCacheControl,
      });
    },
  );

  app.get(
    '/images/:resize/:width/:height/:gravity/:b64Path',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          'A resized image (fit/fill/crop into width × height from the allowed sizes, 0 = auto; gravity sm = smart). ' +
          'An extension after the base64 path (.jpg, .png, .webp, .avif) picks the format; without one the source format is kept. ' +
          '.gif and .mp4 are not resized (400).',
        params: ResizedImageParams,
        response: {
          200: binary('The resized image', ['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
          ...notModified,
          ...errors,
          422: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const image = await prepareResizedImage(request.ctx, request.params);
      // Headers go on only with an answer: a failed render must not leave a year-long cache header behind.
      const headers = mediaHeaders({
        'content-type': image.contentType,
        'cache-control': immutableCacheControl,
        etag: image.etag,
      });
      if (isNotModified(request, image.etag, null)) return reply.headers(headers).code(304).send();
      const { bytes, cacheHit } = await loadResizedImage(request.ctx, renderer, image);
      return reply.headers({ ...headers, 'x-image-cache': cacheHit ? 'hit' : 'miss' }).send(bytes);
    },
  );

  app.get(
    '/files/:b64Path/:b64FileName',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Download a file of the media root under the given name (Content-Disposition: attachment)',
        params: FileParams,
        response: {
          200: binary('The file', ['application/octet-stream']),
          ...partial,
          ...notModified,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await findDownload(request.ctx, request.params);
      return sendMediaFile(request, reply, file, {
        'content-type': contentTypeFor(file.extension),
        'cache-control': downloadCacheControl,
        'content-disposition': contentDisposition(fileName),
      });
    },
  );
};
