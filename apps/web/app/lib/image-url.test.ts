import { ResizedImageParams, type StorefrontImage, storefrontImages } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { encodeMediaPath, imageSrcSet, imageUrl } from './image-url.ts';

/** The path parameters of a resized image URL, as the API's route reads them. */
function resizedParams(url: string) {
  const [, images, resize, width, height, gravity, b64Path] = url.split('/');
  expect(images).toBe('images');
  return { resize, width, height, gravity, b64Path };
}

describe('imageUrl', () => {
  it('encodes the path as base64url', () => {
    expect(encodeMediaPath('/media/hero/ø.jpg')).toBe(Buffer.from('/media/hero/ø.jpg').toString('base64url'));
  });

  it('builds fit/sm URLs with the requested size, photos as WebP', () => {
    const encoded = encodeMediaPath('products/a.jpg');
    expect(imageUrl('products/a.jpg', { width: 800, height: 800 })).toBe(
      `/images/fit/800/800/sm/${encoded}.webp`,
    );
    expect(imageUrl('prints/b.PNG', { width: 40, height: 40 })).toBe(
      `/images/fit/40/40/sm/${encodeMediaPath('prints/b.PNG')}.webp`,
    );
    expect(imageUrl('products/a.jpg')).toBe(`/images/raw/${encoded}`);
  });

  it('keeps the format of sources that are not photos (SVG)', () => {
    expect(imageUrl('logos/a.svg', { width: 640, height: 267 })).toBe(
      `/images/fit/640/267/sm/${encodeMediaPath('logos/a.svg')}`,
    );
  });

  it('never resizes gif and mp4, and keeps absolute URLs', () => {
    expect(imageUrl('a.gif', { width: 10, height: 10 })).toMatch(/^\/images\/raw\//);
    expect(imageUrl('https://cdn.example/a.jpg', { width: 10, height: 10 })).toBe(
      'https://cdn.example/a.jpg',
    );
  });

  it('makes a srcset that keeps the aspect ratio', () => {
    const set = imageSrcSet('a.jpg', { width: 1920, height: 800 }, [640, 1920]);
    expect(set).toContain('/images/fit/640/267/sm/');
    expect(set).toContain(' 1920w');
  });
});

describe('every image URL the storefront builds', () => {
  it('is one the image route accepts: each component box and srcset candidate, photos and SVGs', () => {
    const urls: string[] = [];
    for (const path of ['products/dress-rose-front.jpg', 'prints/stars.png', 'content/hero.svg']) {
      for (const box of Object.values<StorefrontImage>(storefrontImages)) {
        urls.push(imageUrl(path, box));
        if (box.widths.length > 0) {
          urls.push(
            ...imageSrcSet(path, box, box.widths)
              .split(', ')
              .map((entry) => entry.split(' ')[0] ?? ''),
          );
        }
      }
    }
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      const parsed = ResizedImageParams.safeParse(resizedParams(url));
      expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('asks for the cart line at 96 px and 192 px (2×)', () => {
    const { cartLine } = storefrontImages;
    const set = imageSrcSet('products/a.jpg', cartLine, cartLine.widths);
    expect(imageUrl('products/a.jpg', cartLine)).toMatch(/^\/images\/fit\/96\/96\/sm\//);
    expect(set).toMatch(/\/images\/fit\/192\/192\/sm\/\S+ 192w/);
  });
});
