import { imageSizeAt, storefrontImages } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { loadResizedImage, prepareResizedImage } from './image.service.ts';

/** The product tile's smallest srcset size (240 × 240): what a printed picture a few centimetres wide needs. */
const tile = imageSizeAt(storefrontImages.productTile, storefrontImages.productTile.widths[0]);

/**
 * A product picture as JPEG bytes at the product tile's smallest size, through the same resized-image cache
 * the storefront's tiles use; null when the file is missing or cannot be read (a document shows no picture
 * then rather than failing).
 */
export async function loadTileImage(ctx: Ctx, relativePath: string): Promise<Buffer | null> {
  try {
    const image = await prepareResizedImage(ctx, {
      resize: 'fit',
      width: tile.width,
      height: tile.height,
      gravity: 'sm',
      b64Path: `${Buffer.from(relativePath).toString('base64url')}.jpg`,
    });
    return (await loadResizedImage(ctx, ctx.services.imageRenderer, image)).bytes;
  } catch (error) {
    ctx.log.warn({ err: error, path: relativePath }, 'a line sheet picture could not be loaded');
    return null;
  }
}

/** The address of a picture at the product tile's full size (800 × 800), for a file that links to it. */
export function tileImageUrl(publicUrl: string, relativePath: string): string {
  const { width, height } = storefrontImages.productTile;
  const b64 = Buffer.from(relativePath).toString('base64url');
  return `${publicUrl.replace(/\/$/, '')}/images/fit/${width}/${height}/sm/${b64}.jpg`;
}
