import { z } from 'zod';
import { allowedImageSizesText, isAllowedImageSize } from './image-sizes.ts';
import { singleColorHexPattern } from './single-color.ts';

/**
 * Image, file and sitemap addresses of the API host (customer-center-and-sales §7, shop-front §7/§9).
 * Media paths travel as unpadded base64url of their UTF-8 bytes (`Buffer.from(p).toString('base64url')`),
 * relative to the media root, e.g. `products/dress-rose-front.jpg`.
 */

/**
 * How an image is fitted into the requested box:
 * - `fit`: inside the box, aspect kept, never enlarged;
 * - `fill`: covers the box exactly, cropped at the gravity, enlarged when the source is smaller;
 * - `crop`: like fill, but never enlarged: a small source is only cut to the box's aspect ratio.
 */
export const imageResizeModes = ['fit', 'fill', 'crop'] as const;
export type ImageResizeMode = (typeof imageResizeModes)[number];

/**
 * The modes the image route accepts: the storefront asks for `fit` only, and every further mode would multiply
 * what one image can fill the cache with (fill and crop at ten positions each: 21 modes instead of 1; ADR 34).
 * The renderer knows all three, so a storefront image that needs another mode adds it here.
 */
export const renderedImageResizeModes = ['fit'] as const satisfies readonly ImageResizeMode[];

/**
 * Where fill/crop keep the picture: `sm` (smart: the most interesting region), the centre, an edge or a
 * corner. Short forms follow the imgproxy address format the spec's defaults (`fit`, `sm`) come from.
 */
export const imageGravities = [
  'sm',
  'ce',
  'no',
  'so',
  'ea',
  'we',
  'noea',
  'nowe',
  'soea',
  'sowe',
  'center',
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
] as const;
export type ImageGravity = (typeof imageGravities)[number];

/** Spec defaults of the image address. */
export const defaultImageResize: ImageResizeMode = 'fit';
export const defaultImageGravity: ImageGravity = 'sm';

/** Output formats chosen by an extension after the base64 path; without one the source's format is kept. */
export const imageOutputExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
export type ImageOutputExtension = (typeof imageOutputExtensions)[number];

const base64UrlPath = z
  .string()
  .min(1)
  .max(1400)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be unpadded base64url (A–Z, a–z, 0–9, - and _)');

/** `<base64url path>` optionally followed by `.jpg`, `.png`, `.webp` or `.avif` choosing the output format. */
const base64UrlPathWithExtension = z
  .string()
  .min(1)
  .max(1400)
  .regex(
    /^[A-Za-z0-9_-]+(\.(jpg|jpeg|png|webp|avif))?$/,
    'must be unpadded base64url, optionally followed by .jpg, .jpeg, .png, .webp or .avif',
  );

/** A width or height path segment: digits only, then checked against `allowedImageSizes` with its partner. */
const dimension = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,3})$/, 'must be a whole number of pixels')
  .transform(Number);

/** Path of `GET /images/{resize}/{width}/{height}/{gravity}/{b64Path}`. */
export const ResizedImageParams = z
  .object({
    resize: z.enum(renderedImageResizeModes),
    width: dimension,
    height: dimension,
    gravity: z.enum(imageGravities),
    b64Path: base64UrlPathWithExtension,
  })
  .refine((params) => isAllowedImageSize(params.width, params.height), {
    message: `width × height must be one of the sizes the shop renders: ${allowedImageSizesText}`,
    path: ['width'],
  });
export type ResizedImageParams = z.infer<typeof ResizedImageParams>;

/** Path of `GET /images/raw/{b64Path}`: the original file, unchanged. */
export const RawImageParams = z.object({ b64Path: base64UrlPath });
export type RawImageParams = z.infer<typeof RawImageParams>;

/** Path of `GET /images/svg/singlecolor/{hex}`: 3 or 6 hex digits, optionally after `#` (sent as `%23`). */
export const SingleColorParams = z.object({
  hex: z
    .string()
    .regex(singleColorHexPattern, 'must be 3 or 6 hex digits, optionally after #')
    .transform((value) => value.replace(/^#/, '').toLowerCase()),
});
export type SingleColorParams = z.infer<typeof SingleColorParams>;

/** Path of `GET /files/{b64Path}/{b64FileName}`: a file of the media root, downloaded under the given name. */
export const FileParams = z.object({ b64Path: base64UrlPath, b64FileName: base64UrlPath });
export type FileParams = z.infer<typeof FileParams>;

/** The urlset kinds of a sitemap. */
export const sitemapTypes = ['products', 'categories', 'pages'] as const;
export type SitemapType = (typeof sitemapTypes)[number];

/** URLs per urlset page (the protocol allows 50,000; smaller pages answer fast). */
export const sitemapPageSize = 5000;

const slug = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');

/** Path parameters of GetSitemapIndex (`endpoints.sitemap`); an unknown area or language answers 404. */
export const SitemapIndexParams = z.object({ area: slug, language: slug });
export type SitemapIndexParams = z.infer<typeof SitemapIndexParams>;

/** Path parameters of GetSitemapPage (`endpoints.sitemap`); page counts from 1, past the last page is 404. */
export const SitemapPageParams = z.object({
  area: slug,
  language: slug,
  type: slug,
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a page number from 1')
    .transform(Number),
});
export type SitemapPageParams = z.infer<typeof SitemapPageParams>;
