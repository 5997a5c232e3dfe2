import type { Garment } from './garments.ts';
import type { ColorCode } from './swatch-colors.ts';

/** The angles every colour is photographed from, in the gallery's order (the tile shows the first two). */
export const productImageViews = ['front', 'back', 'detail'] as const;
export type ProductImageView = (typeof productImageViews)[number];

/** Product images are shared per garment type and colour, so their number stays small for any catalogue. */
export type ProductImage = { garment: Garment; colorCode: ColorCode; view: ProductImageView };

/** Path below the media root, as stored in `media.path`. */
export const productImagePath = (image: ProductImage): string =>
  `products/${image.garment}-${image.colorCode}-${image.view}.jpg`;

/** Product images are 2000 × 2000, the spec's micro image size. */
export const productImageSize = 2000;
