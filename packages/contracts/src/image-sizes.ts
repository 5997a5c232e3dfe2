/**
 * Every resized image the storefront shows, by where it is shown (shop-front §2, §9; ADR 34). The web's
 * components take their sizes from here and the image route renders exactly these sizes, so a cached
 * image has at most `allowedImageSizes.length` × 4 formats variants (72 today) instead of one per size
 * anyone cares to ask for.
 *
 * `width` × `height` is the box the component lays out (its `<img>` width and height, and its `src`);
 * `widths` are the srcset candidates, each at the box's aspect ratio (`imageSizeAt`).
 */
export type StorefrontImage = {
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
};

export const storefrontImages = {
  /** Product tile, 800 × 800 (spec §9): from a phone's half-width tile up to a quarter of a wide screen. */
  productTile: { width: 800, height: 800, widths: [240, 400, 640, 800] },
  /** Product page: the large picture in its square frame, half the page on a desktop, full width on a phone. */
  productGallery: { width: 800, height: 800, widths: [400, 600, 800, 1200] },
  /** Product page: the thumbnails under the large picture, 80 px at 1× and 2×. */
  productGalleryThumb: { width: 80, height: 80, widths: [80, 160] },
  /** Cart page: a line's picture, 96 px at 1× and 2×. */
  cartLine: { width: 96, height: 96, widths: [96, 192] },
  /** Header search: a suggested product. */
  searchSuggestion: { width: 120, height: 120, widths: [] },
  /** Search facets: a print option's picture (spec §2: queryField print shows images). */
  printFacet: { width: 40, height: 40, widths: [] },
  /** Content: a hero, 1920 × 800 at full width. */
  hero: { width: 1920, height: 800, widths: [640, 1024, 1366, 1920] },
  /**
   * Category page: the low lifestyle band behind the heading (ADR 65), 4:1, cropped to the band's height;
   * 1000 is a phone's (560 px of picture at the band's 140 px height, at 1.75×).
   */
  categoryHero: { width: 1600, height: 400, widths: [600, 1000, 1600] },
  /** Content: a category tile, 4:5, a quarter of the page on a desktop, half on a phone. */
  categoryTile: { width: 800, height: 1000, widths: [400, 800] },
} as const satisfies Record<string, StorefrontImage>;

export type StorefrontImageName = keyof typeof storefrontImages;

/** The size of a box at another width, aspect ratio kept (heights rounded): one srcset candidate. */
export function imageSizeAt(box: { width: number; height: number }, width: number) {
  return { width, height: Math.round((width * box.height) / box.width) };
}

/** The sizes an image is rendered at: each storefront box and every srcset candidate of it, smallest first. */
export const allowedImageSizes: ReadonlyArray<{ width: number; height: number }> = /* @__PURE__ */ (() => {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const box of Object.values<StorefrontImage>(storefrontImages)) {
    for (const size of [box, ...box.widths.map((width) => imageSizeAt(box, width))]) {
      sizes.set(`${size.width}×${size.height}`, { width: size.width, height: size.height });
    }
  }
  return [...sizes.values()].sort((a, b) => a.width - b.width || a.height - b.height);
})();

const allowed = /* @__PURE__ */ new Set(allowedImageSizes.map((size) => `${size.width}×${size.height}`));

/** True when width × height is one of `allowedImageSizes`. */
export function isAllowedImageSize(width: number, height: number): boolean {
  return allowed.has(`${width}×${height}`);
}

/** The allowed sizes as a refusal names them: `40×40, 80×80, …`. */
export const allowedImageSizesText = /* @__PURE__ */ allowedImageSizes
  .map((size) => `${size.width}×${size.height}`)
  .join(', ');
