import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FileParams, RawImageParams, ResizedImageParams, SingleColorParams } from '../media.ts';

/**
 * Images, swatches and files of the media root (customer-center-and-sales §7). Anonymous: product media is
 * public. Path parameters are base64url media paths; see media.ts for the exact rules.
 */

/** A binary answer in the OpenAPI document: its media types and what it is (no JSON body to validate). */
const binary = (description: string, mediaTypes: string[]) =>
  z.any().meta({
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  });

const notModified = { 304: z.null().describe('Not modified: the ETag or date sent is current') };
const partial = {
  206: binary('The requested byte range', ['image/*', 'video/*', 'application/octet-stream']),
  416: z.null().describe('The byte range lies outside the file'),
};

/** `products/dress-misty-lilac-front.jpg` as the web sends it. */
const productImage = 'cHJvZHVjdHMvZHJlc3MtbWlzdHktbGlsYWMtZnJvbnQuanBn';

export const getSingleColorImage = defineEndpoint({
  operationId: 'getSingleColorImage',
  method: 'GET',
  path: '/images/svg/singlecolor/:hex',
  access: 'anonymous',
  tags: ['Media'],
  summary: 'A colour swatch: an SVG square of one colour (3 or 6 hex digits, optional leading %23)',
  params: SingleColorParams,
  response: binary('The swatch', ['image/svg+xml']),
  otherResponses: notModified,
  responseKind: 'binary',
  errors: [],
  example: {
    params: { hex: 'c8323c' },
    response:
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20" ' +
      'preserveAspectRatio="none"><rect width="20" height="20" fill="#c8323c"/></svg>',
  },
});

export const getRawImage = defineEndpoint({
  operationId: 'getRawImage',
  method: 'GET',
  path: '/images/raw/:b64Path',
  access: 'anonymous',
  tags: ['Media'],
  summary: 'The original image or video (.gif and .mp4 are only served here); byte ranges supported',
  params: RawImageParams,
  response: binary('The original file', ['image/*', 'video/*']),
  otherResponses: { ...partial, ...notModified },
  responseKind: 'binary',
  errors: ['media.invalid-base64', 'media.invalid-path', 'media.unsupported-type', 'not-found'],
  example: { params: { b64Path: productImage } },
});

export const getResizedImage = defineEndpoint({
  operationId: 'getResizedImage',
  method: 'GET',
  path: '/images/:resize/:width/:height/:gravity/:b64Path',
  access: 'anonymous',
  tags: ['Media'],
  summary:
    'A resized image: fit inside width × height, one of the sizes the shop renders (any other answers 400 listing them; ' +
    'gravity sm = smart, ignored by fit). ' +
    'An extension after the base64 path (.jpg, .png, .webp, .avif) picks the format; without one the source format is kept. ' +
    '.gif and .mp4 are not resized (400).',
  params: ResizedImageParams,
  response: binary('The resized image', ['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  otherResponses: notModified,
  responseKind: 'binary',
  errors: [
    'media.invalid-base64',
    'media.invalid-path',
    'media.unsupported-type',
    'media.not-proxied',
    'not-found',
    'media.unreadable-image',
    'media.busy',
  ],
  example: {
    params: { resize: 'fit', width: '800', height: '800', gravity: 'sm', b64Path: `${productImage}.webp` },
  },
});

export const getFile = defineEndpoint({
  operationId: 'getFile',
  method: 'GET',
  path: '/files/:b64Path/:b64FileName',
  access: 'anonymous',
  tags: ['Media'],
  summary: 'Download a file of the media root under the given name (Content-Disposition: attachment)',
  params: FileParams,
  response: binary('The file', ['application/octet-stream']),
  otherResponses: { ...partial, ...notModified },
  responseKind: 'binary',
  errors: ['media.invalid-base64', 'media.invalid-path', 'media.invalid-file-name', 'not-found'],
  example: {
    // docs/Størrelsesguide.pdf, downloaded as "Størrelsesguide 2026.pdf".
    params: {
      b64Path: 'ZG9jcy9TdMO4cnJlbHNlc2d1aWRlLnBkZg',
      b64FileName: 'U3TDuHJyZWxzZXNndWlkZSAyMDI2LnBkZg',
    },
  },
});
