import type { ImageGravity, ImageResizeMode } from '@shop/contracts';
import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export type RenderImageRequest = {
  /** A file's path on disk, or its bytes (from a bucket). */
  file: string | Buffer;
  resize: ImageResizeMode;
  /** 0 = follow the other side. */
  width: number;
  height: number;
  gravity: ImageGravity;
  format: ImageFormat;
};

/** sharp's position for each gravity; `sm` is libvips' attention strategy (skin, saturation, edges). */
const positions: Record<ImageGravity, string | number> = {
  sm: sharp.strategy.attention,
  ce: 'centre',
  center: 'centre',
  no: 'north',
  north: 'north',
  so: 'south',
  south: 'south',
  ea: 'east',
  east: 'east',
  we: 'west',
  west: 'west',
  noea: 'northeast',
  northeast: 'northeast',
  nowe: 'northwest',
  northwest: 'northwest',
  soea: 'southeast',
  southeast: 'southeast',
  sowe: 'southwest',
  southwest: 'southwest',
};

/** One name per position, so aliases (`ce`/`center`) and gravities fit ignores share one cache entry. */
export function canonicalGravity(resize: ImageResizeMode, gravity: ImageGravity): string {
  if (resize === 'fit') return '-';
  const position = positions[gravity];
  return position === sharp.strategy.attention ? 'attention' : String(position);
}

/** Size of the source as shown, after its EXIF orientation is applied. */
async function uprightSize(file: string | Buffer, limitInputPixels: number) {
  const meta = await sharp(file, { limitInputPixels }).metadata();
  return meta.autoOrient;
}

/** The box `crop` renders: the requested box, shrunk to fit inside the source when it would enlarge. */
async function cropBox(request: RenderImageRequest, limitInputPixels: number) {
  const source = await uprightSize(request.file, limitInputPixels);
  const scale = Math.max(request.width / source.width, request.height / source.height);
  if (!(scale > 1)) return { width: request.width, height: request.height };
  return {
    width: Math.max(1, Math.min(source.width, Math.round(request.width / scale))),
    height: Math.max(1, Math.min(source.height, Math.round(request.height / scale))),
  };
}

/**
 * Resize one image file (see `imageResizeModes` for fit/fill/crop) and encode it. EXIF orientation is
 * applied and metadata stripped; images with transparency become white when the output is JPEG.
 * `limitInputPixels` makes a decompression bomb fail instead of exhausting memory.
 */
export async function renderImage(request: RenderImageRequest, limitInputPixels: number): Promise<Buffer> {
  const width = request.width || undefined;
  const height = request.height || undefined;
  const image = sharp(request.file, { limitInputPixels, failOn: 'error', autoOrient: true });
  if (width || height) {
    const box = !width || !height || request.resize === 'fit';
    if (box) {
      // With one side free, fill and crop have no box to cover; they size like fit (fill may enlarge).
      image.resize({ width, height, fit: 'inside', withoutEnlargement: request.resize !== 'fill' });
    } else {
      const target = request.resize === 'crop' ? await cropBox(request, limitInputPixels) : { width, height };
      image.resize({ ...target, fit: 'cover', position: positions[request.gravity] });
    }
  }
  switch (request.format) {
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 80 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 55, effort: 3 }).toBuffer();
  }
}
