import { describe, expect, it } from 'vitest';
import {
  allowedImageSizes,
  allowedImageSizesText,
  imageSizeAt,
  isAllowedImageSize,
  type StorefrontImage,
  storefrontImages,
} from './image-sizes.ts';
import { imageOutputExtensions, ResizedImageParams, renderedImageResizeModes } from './media.ts';

const resizedParams = (width: number, height: number) => ({
  resize: 'fit',
  width: String(width),
  height: String(height),
  gravity: 'sm',
  b64Path: 'cHJvZHVjdHMvYS5qcGc.webp',
});

describe('the storefront image sizes', () => {
  it('every box and srcset candidate of the storefront passes the image route’s validation', () => {
    for (const [name, box] of Object.entries<StorefrontImage>(storefrontImages)) {
      for (const size of [box, ...box.widths.map((width) => imageSizeAt(box, width))]) {
        const parsed = ResizedImageParams.safeParse(resizedParams(size.width, size.height));
        expect(parsed.success, `${name} ${size.width}×${size.height}`).toBe(true);
      }
    }
  });

  it('include the cart line at 1× and 2× (96 and 192) and the hero’s derived heights', () => {
    expect(isAllowedImageSize(96, 96)).toBe(true);
    expect(isAllowedImageSize(192, 192)).toBe(true);
    expect(imageSizeAt(storefrontImages.hero, 640)).toEqual({ width: 640, height: 267 });
    expect(isAllowedImageSize(640, 267)).toBe(true);
  });

  it('are all there is: other sizes, auto sides and the old allow-list’s extras are refused', () => {
    for (const [width, height] of [
      [801, 800],
      [800, 801],
      [2000, 2000],
      [400, 0],
      [0, 0],
      [1024, 1024],
      [20, 20],
    ] as const) {
      expect(isAllowedImageSize(width, height), `${width}×${height}`).toBe(false);
      const refused = ResizedImageParams.safeParse(resizedParams(width, height));
      expect(refused.error?.issues[0]?.message).toContain(allowedImageSizesText);
    }
  });

  it('give fewer than 100 variants per image across sizes, modes and formats', () => {
    // jpg and jpeg are one format; no extension keeps the source's, one of the same four.
    const formats = new Set(
      imageOutputExtensions.map((extension) => (extension === 'jpg' ? 'jpeg' : extension)),
    );
    const variants = allowedImageSizes.length * renderedImageResizeModes.length * formats.size;
    expect(variants).toBeLessThan(100);
    expect(allowedImageSizes.length).toBe(
      new Set(allowedImageSizes.map((s) => `${s.width}×${s.height}`)).size,
    );
  });
});
