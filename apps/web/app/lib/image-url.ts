import { imageSizeAt } from '@shop/contracts';
import { pathOf } from '@shop/contracts/endpoint';
import * as mediaEndpoints from '@shop/contracts/endpoints/media';

/** base64url of the UTF-8 bytes of a media path, as the API's image and file routes expect. */
export function encodeMediaPath(path: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(path)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export type ImageSize = { width: number; height: number };

/**
 * Spec §7/§9: images are served by GetResizedImage (resize, width, height, gravity, b64Path) with the
 * defaults fit and sm, and never resized for .gif and .mp4 (those go raw, GetRawImage). Absolute URLs are
 * left alone. Every image URL in the shop is built here, so the format can change in one place.
 *
 * Resized photos (JPEG, PNG) are asked for as WebP (the extension after the path picks the format): about
 * 40 % fewer bytes than JPEG at the same size, which is most of the time the first tiles need on a phone
 * (their largest paint). Every browser the shop supports decodes WebP, so the URL is the same for all
 * and no `<picture>` is needed (a `<source>` would not be what React preloads, and the image would load
 * twice). Other sources (SVG) keep their format.
 *
 * Sizes come from `storefrontImages` (@shop/contracts): the image route renders those and answers 400 for
 * any other, so a component takes its box and srcset widths from there (ADR 34).
 */
export function imageUrl(path: string, size?: ImageSize): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const encoded = encodeMediaPath(path);
  if (!size || /\.(gif|mp4)$/i.test(path)) return pathOf(mediaEndpoints.getRawImage, { b64Path: encoded });
  const format = /\.(jpe?g|png)$/i.test(path) ? '.webp' : '';
  return pathOf(mediaEndpoints.getResizedImage, {
    resize: 'fit',
    width: Math.round(size.width),
    height: Math.round(size.height),
    gravity: 'sm',
    b64Path: `${encoded}${format}`,
  });
}

/** A srcset of the same image at several widths, keeping the aspect ratio of `size` (as the API lists them). */
export function imageSrcSet(path: string, size: ImageSize, widths: readonly number[]): string {
  return widths.map((width) => `${imageUrl(path, imageSizeAt(size, width))} ${width}w`).join(', ');
}
