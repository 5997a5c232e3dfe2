import { garmentBounds, garmentShapes } from './garment-shapes.ts';
import type { Garment } from './garments.ts';
import type { ProductImageView } from './product-image-path.ts';
import { type ColorCode, swatchColors } from './swatch-colors.ts';

const channels = (hex: string): number[] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** Mix a colour towards black (amount < 0) or white (amount > 0). */
export function mixColor(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  return `#${channels(hex)
    .map((c) => Math.round(c + (target - c) * Math.abs(amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Multi colour is drawn as diagonal stripes of other swatch colours. */
const multiStripes = ['#c8323c', '#f08a5d', '#dcc7a1', '#3fa7a3', '#2f5d9e', '#b8a6c9'];

/**
 * One garment as an SVG group in a 1000 × 1000 box. `id` keeps pattern ids unique when several garments
 * share one picture.
 */
export function garmentGroup(
  garment: Garment,
  colorCode: ColorCode,
  view: 'front' | 'back',
  id: string,
): string {
  const hex = swatchColors.find((color) => color.code === colorCode)?.hex ?? '#888888';
  const isMulti = colorCode === 'multi-color';
  const dark = channels(hex).reduce((sum, c) => sum + c, 0) < 200;
  const paint = {
    fill: isMulti ? `url(#stripes-${id})` : hex,
    shade: mixColor(hex, dark ? 0.35 : -0.3),
    light: mixColor(hex, dark ? 0.55 : 0.6),
    back: view === 'back',
  };
  const defs = isMulti
    ? `<defs><pattern id="stripes-${id}" width="240" height="240" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">${multiStripes
        .map((stripe, i) => `<rect x="${i * 40}" y="0" width="40" height="240" fill="${stripe}"/>`)
        .join('')}</pattern></defs>`
    : '';
  return `<g>${defs}${garmentShapes[garment](paint)}</g>`;
}

/**
 * A transform that fits a garment's silhouette into the box (x, y, size × size), centred and resting on the
 * box's bottom edge, never enlarged more than 1.6×. Returns the transform and the y of the garment's foot.
 */
export function fitGarment(
  garment: Garment,
  x: number,
  y: number,
  size: number,
): { transform: string; bottom: number } {
  const [bx, by, bw, bh] = garmentBounds[garment];
  const scale = Math.min(size / bw, size / bh, (1.6 * size) / 1000);
  const left = x + (size - bw * scale) / 2 - bx * scale;
  const top = y + (size - bh * scale) / 2 - by * scale;
  return {
    transform: `translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})`,
    bottom: top + (by + bh) * scale,
  };
}

/** A fine cross weave laid over a close-up, so it reads as fabric rather than a flat shape. */
const weave = `<defs><pattern id="weave" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 6h12M6 0v12" stroke="#000" stroke-width="1.2"/></pattern></defs>
<rect width="1000" height="1000" fill="url(#weave)" opacity="0.06"/>`;

/**
 * A product photo stand-in: the garment on a light studio background with a soft floor shadow, from the
 * front or the back; the detail view is a close-up of the front's upper part with the fabric's weave.
 */
export function productImageSvg(
  garment: Garment,
  colorCode: ColorCode,
  view: ProductImageView,
  size: number,
): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">`;
  if (view === 'detail') {
    // The garment at about twice its studio size, centred, its top edge just inside the frame.
    const [bx, by, bw, bh] = garmentBounds[garment];
    const scale = Math.min(1500 / bw, 1500 / bh, 2.6);
    const left = 500 - (bx + bw / 2) * scale;
    const top = 70 - by * scale;
    return `${open}
<rect width="1000" height="1000" fill="#ece6dd"/>
<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})">${garmentGroup(garment, colorCode, 'front', 'd')}</g>
${weave}
</svg>`;
  }
  const background = view === 'front' ? '#f3efe9' : '#e9e4dc';
  const fit = fitGarment(garment, 130, 110, 740);
  return `${open}
<rect width="1000" height="1000" fill="${background}"/>
<ellipse cx="500" cy="${(fit.bottom + 40).toFixed(0)}" rx="320" ry="26" fill="#000" opacity="0.07"/>
<g transform="${fit.transform}">${garmentGroup(garment, colorCode, view, 'p')}</g>
</svg>`;
}
