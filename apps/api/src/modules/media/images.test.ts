import { existsSync, readdirSync, readFileSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allowedImageSizes, imageSizeAt, type StorefrontImage, storefrontImages } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaFixture, mediaUrl } from '../../test-support/media-fixture.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';

const media = createMediaFixture();
const shared = useSharedTestApp({ mediaDir: media.mediaDir, imageCacheDir: media.imageCacheDir });
beforeAll(() => media.write());
afterAll(() => media.remove());

const get = (url: string, headers: Record<string, string> = {}) => shared.app.inject({ url, headers });
const { getRawImage, getResizedImage, getSingleColorImage } = endpoints.media;
/** A resize URL; `box` is resize/width/height/gravity as the web writes it ('fit/800/800/sm'). */
const resized = (box: string, b64Path: string) => {
  const [resize = '', width = '', height = '', gravity = ''] = box.split('/');
  return mediaUrl(getResizedImage, { resize, width, height, gravity, b64Path });
};
const raw = (b64Path: string) => mediaUrl(getRawImage, { b64Path });
const swatch = (hex: string | undefined) => mediaUrl(getSingleColorImage, { hex: hex ?? '' });
const sizeOf = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};
const cachedFiles = () =>
  (existsSync(media.imageCacheDir)
    ? readdirSync(media.imageCacheDir, { recursive: true, withFileTypes: true })
    : []
  )
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('getResizedImage', () => {
  it('answers the web default (fit, sm) inside the box, never enlarged, with long-lived cache headers', async () => {
    const response = await get(resized('fit/800/800/sm', media.b64('products/wide.jpg')));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await sizeOf(response.rawPayload)).toEqual({ format: 'jpeg', width: 800, height: 400 });

    const small = await get(resized('fit/1200/1200/sm', media.b64('products/small.jpg')));
    expect(await sizeOf(small.rawPayload)).toMatchObject({ width: 100, height: 50 });
  });

  it('fits inside boxes of other aspect ratios (hero, category tile); gravity does not matter to fit', async () => {
    const cases: Array<[string, string, number, number]> = [
      ['fit/640/267/sm', 'products/wide.jpg', 534, 267],
      ['fit/400/500/ce', 'products/tall.png', 167, 500],
      ['fit/800/1000/north', 'products/wide.jpg', 800, 400],
    ];
    for (const [box, file, width, height] of cases) {
      const response = await get(resized(box, media.b64(file)));
      expect(response.statusCode, box).toBe(200);
      expect(await sizeOf(response.rawPayload), box).toMatchObject({ width, height });
    }
  });

  it('keeps the source format, or uses the one the extension after the base64 path names', async () => {
    const png = await get(resized('fit/160/160/sm', media.b64('products/tall.png')));
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sizeOf(png.rawPayload)).format).toBe('png');
    for (const [extension, format] of [
      ['webp', 'webp'],
      ['png', 'png'],
      ['jpg', 'jpeg'],
      ['avif', 'heif'],
    ]) {
      const response = await get(resized('fit/160/160/sm', `${media.b64('products/wide.jpg')}.${extension}`));
      expect(response.statusCode, extension).toBe(200);
      expect((await sizeOf(response.rawPayload)).format, extension).toBe(format);
    }
    const flattened = await get(resized('fit/80/80/sm', `${media.b64('products/tall.png')}.jpg`));
    expect((await sharp(flattened.rawPayload).metadata()).hasAlpha).toBe(false);
  });

  it('stores a resize on disk and serves the next request from there; 304 for a current copy', async () => {
    const url = resized('fit/240/240/sm', media.b64('ø-mappe/billede.jpg'));
    const before = new Set(cachedFiles());
    const first = await get(url);
    expect(first.headers['x-image-cache']).toBe('miss');
    const stored = cachedFiles().filter((file) => !before.has(file));
    expect(stored).toHaveLength(1);
    expect(readFileSync(stored[0]!)).toEqual(first.rawPayload);

    const second = await get(url);
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload).toEqual(first.rawPayload);
    // Proof the bytes come from the disk cache: change the stored file and the answer changes with it.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    writeFileSync(stored[0]!, marker);
    expect((await get(url)).rawPayload).toEqual(marker);

    const notModified = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
  });

  it('renders a replaced source again instead of serving the old variant', async () => {
    const url = resized('fit/120/120/sm', media.b64('products/small.jpg'));
    const first = await get(url);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(media.mediaDir, 'products/small.jpg'), later, later);
    const second = await get(url);
    expect(second.headers['x-image-cache']).toBe('miss');
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('refuses sizes outside the allow-list and malformed parameters with 400 naming the field', async () => {
    const path64 = media.b64('products/wide.jpg');
    for (const box of [
      'fit/801/800/sm',
      'fit/3000/3000/sm',
      'fit/abc/800/sm',
      'fit/-1/800/sm',
      'fit/0800/800/sm',
    ]) {
      const response = await get(resized(box, path64));
      expect(response.statusCode, box).toBe(400);
      expect(response.json().message, box).toMatch(/width|height/);
    }
    expect((await get(resized('stretch/800/800/sm', path64))).json().message).toContain('resize');
    // The shop asks for fit only; fill and crop would multiply the variants of an image by 21.
    for (const box of ['fill/400/400/sm', 'crop/400/400/ce']) {
      const response = await get(resized(box, path64));
      expect(response.statusCode, box).toBe(400);
      expect(response.json().message, box).toContain('resize');
    }
    expect((await get(resized('fit/800/800/middle', path64))).json().message).toContain('gravity');
    expect((await get(resized('fit/800/800/sm', `${path64}.bmp`))).statusCode).toBe(400);
  });

  it('accepts only the canonical base64url spelling of a path', async () => {
    const canonical = media.b64('products/wide.jpg');
    const padded = Buffer.from('products/wide.jpg').toString('base64');
    expect(padded.endsWith('=')).toBe(true);
    const tilde = media.b64('products/~~~.jpg');
    expect(tilde).toContain('-');
    expect((await get(resized('fit/80/80/sm', tilde))).statusCode).toBe(200);

    const variants = [
      padded,
      tilde.replaceAll('-', '+'),
      encodeURIComponent(tilde.replaceAll('-', '+')),
      `${canonical}%20`,
      `%20${canonical}`,
      `${canonical.slice(0, 8)}%0A${canonical.slice(8)}`,
      // Same bytes, different trailing bits: decodes to the same path but is not the canonical text.
      `${canonical.slice(0, -1)}${String.fromCharCode(canonical.charCodeAt(canonical.length - 1) + 1)}`,
    ];
    for (const variant of variants) {
      const response = await get(resized('fit/80/80/sm', variant));
      expect(response.statusCode, variant).toBe(400);
    }
  });

  it('does not resize .gif and .mp4: 400 pointing at getRawImage, which serves them unchanged', async () => {
    for (const file of ['products/anim.gif', 'video/clip.mp4']) {
      const response = await get(resized('fit/400/400/sm', media.b64(file)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'media.not-proxied' });
    }
    const gif = await get(raw(media.b64('products/anim.gif')));
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(gif.rawPayload).toEqual(readFileSync(path.join(media.mediaDir, 'products/anim.gif')));
    const video = await get(raw(media.b64('video/clip.mp4')));
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['accept-ranges']).toBe('bytes');
  });

  it('answers 404 for a missing image and 422 for a file that is not really an image', async () => {
    expect((await get(resized('fit/80/80/sm', media.b64('products/missing.jpg')))).statusCode).toBe(404);
    writeFileSync(path.join(media.mediaDir, 'products/broken.jpg'), 'this is not a jpeg');
    const broken = await get(resized('fit/80/80/sm', media.b64('products/broken.jpg')));
    expect(broken.statusCode).toBe(422);
    expect(broken.headers['cache-control']).toBeUndefined();
  });
});

describe('getRawImage', () => {
  it('serves the original bytes with type, validators and immutable caching; byte ranges for players', async () => {
    const original = readFileSync(path.join(media.mediaDir, 'products/wide.jpg'));
    const response = await get(raw(media.b64('products/wide.jpg')));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.rawPayload).toEqual(original);
    const again = await get(raw(media.b64('products/wide.jpg')), {
      'if-none-match': response.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);

    const clip = readFileSync(path.join(media.mediaDir, 'video/clip.mp4'));
    const part = await get(raw(media.b64('video/clip.mp4')), { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${clip.length}`);
    expect(part.rawPayload).toEqual(clip.subarray(4, 12));
    const outside = await get(raw(media.b64('video/clip.mp4')), { range: 'bytes=9999-' });
    expect(outside.statusCode).toBe(416);
  });

  it('refuses files that are not images or videos, and answers 404 for a missing one', async () => {
    const text = await get(raw(media.b64('docs/notes.txt')));
    expect(text.statusCode).toBe(400);
    expect((await get(raw(media.b64('products/none.png')))).statusCode).toBe(404);
  });
});

describe('getSingleColorImage', () => {
  it('draws a swatch of the colour, with or without a leading #', async () => {
    for (const [hex, fill] of [
      ['%23C8323C', '#c8323c'],
      ['2f5d9e', '#2f5d9e'],
      ['abc', '#abc'],
    ]) {
      const response = await get(swatch(hex));
      expect(response.statusCode, hex).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toContain(`fill="${fill}"`);
      const rendered = await sharp(response.rawPayload).metadata();
      expect(rendered.format).toBe('svg');
    }
  });

  it('refuses anything but 3 or 6 hex digits', async () => {
    for (const hex of ['zzz', '12345', 'abcd', '%23%23abc', 'red', '1234567', '%22%3E%3Cscript%3E']) {
      const response = await get(swatch(hex));
      expect(response.statusCode, hex).toBe(400);
      expect(response.json().message).toContain('hex');
    }
  });
});

describe('the sizes the storefront renders', () => {
  it('cart thumbnails: fit 96 × 96 and 192 × 192 (2×) answer 200 with an image', async () => {
    const { cartLine } = storefrontImages;
    for (const size of [cartLine.width, ...cartLine.widths]) {
      const box = `fit/${size}/${size}/sm`;
      const response = await get(resized(box, `${media.b64('ø-mappe/billede.jpg')}.webp`));
      expect(response.statusCode, box).toBe(200);
      expect(response.headers['content-type'], box).toBe('image/webp');
      expect(await sizeOf(response.rawPayload), box).toEqual({ format: 'webp', width: size, height: size });
    }
  });

  it('every box and srcset width a storefront component asks for answers 200, fitted inside it', async () => {
    const boxes = Object.values<StorefrontImage>(storefrontImages).flatMap((image) => [
      image,
      ...image.widths.map((width) => imageSizeAt(image, width)),
    ]);
    for (const { width, height } of boxes) {
      expect(allowedImageSizes, `${width}×${height}`).toContainEqual({ width, height });
    }
    for (const { width, height } of allowedImageSizes) {
      const box = `fit/${width}/${height}/sm`;
      const response = await get(resized(box, `${media.b64('products/wide.jpg')}.webp`));
      expect(response.statusCode, box).toBe(200);
      const shown = await sizeOf(response.rawPayload);
      expect(shown.width! <= width && shown.height! <= height, `${box}: ${shown.width}×${shown.height}`).toBe(
        true,
      );
      expect(shown.width === Math.min(width, 1200) || shown.height === Math.min(height, 600), box).toBe(true);
    }
  });

  it('a size no component renders answers 400 naming the allowed sizes', async () => {
    for (const box of ['fit/100/100/sm', 'fit/2000/2000/sm', 'fit/400/0/sm', 'fit/96/192/sm']) {
      const response = await get(resized(box, media.b64('products/wide.jpg')));
      expect(response.statusCode, box).toBe(400);
      const { message } = response.json();
      expect(message, box).toContain('96×96');
      for (const { width, height } of allowedImageSizes) expect(message).toContain(`${width}×${height}`);
    }
  });

  it('a cached variant deleted by another process sharing the folder is rendered again', async () => {
    const url = resized('fit/192/192/sm', `${media.b64('products/small.jpg')}.png`);
    const before = new Set(cachedFiles());
    const first = await get(url);
    const [stored] = cachedFiles().filter((file) => !before.has(file));
    expect(stored).toBeDefined();
    unlinkSync(stored!);
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-image-cache']).toBe('miss');
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(existsSync(stored!)).toBe(true);
  });
});
