import { describe, expect, it } from 'vitest';
import { encodeMediaPath, imageSrcSet, imageUrl } from './image-url.ts';

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
    expect(imageUrl('logos/a.svg', { width: 200, height: 100 })).toBe(
      `/images/fit/200/100/sm/${encodeMediaPath('logos/a.svg')}`,
    );
  });

  it('never resizes gif and mp4, and keeps absolute URLs', () => {
    expect(imageUrl('a.gif', { width: 10, height: 10 })).toMatch(/^\/images\/raw\//);
    expect(imageUrl('https://cdn.example/a.jpg', { width: 10, height: 10 })).toBe(
      'https://cdn.example/a.jpg',
    );
  });

  it('makes a srcset that keeps the aspect ratio', () => {
    const set = imageSrcSet('a.jpg', { width: 1600, height: 800 }, [400, 800]);
    expect(set).toContain('/images/fit/400/200/sm/');
    expect(set).toContain(' 800w');
  });
});
