import { departments } from './category-tree.ts';
import { fitGarment, garmentGroup } from './garment-svg.ts';
import type { Garment } from './garments.ts';
import type { ColorCode } from './swatch-colors.ts';

type Hanger = { garment: Garment; colorCode: ColorCode };

const tileBackgrounds: Record<string, string> = {
  girls: '#f6e3e1',
  boys: '#dfe8f1',
  baby: '#f4eddc',
  women: '#e8e2ee',
  accessories: '#e1eee6',
  sale: '#f8ddd2',
};
const tileColors: ColorCode[] = [
  'rose',
  'blue',
  'jojoba',
  'misty-lilac',
  'garden-green',
  'apple-red',
  'papaya',
  'mist',
];

const garmentsInRow = (items: Hanger[], left: number, top: number, size: number, gap: number, id: string) =>
  items
    .map((item, i) => {
      const fit = fitGarment(item.garment, left + i * (size + gap), top, size);
      return `<g transform="${fit.transform}">${garmentGroup(item.garment, item.colorCode, 'front', `${id}${i}`)}</g>`;
    })
    .join('');

/** A 1600 × 900 category tile: three garments of the department on its own pastel background. */
export function categoryImageSvg(categoryId: string): string {
  const department = departments.find((top) => top.id === categoryId);
  const garments: Garment[] = department
    ? department.children.slice(0, 3).map((leaf) => leaf.garment)
    : ['dress', 'sweatshirt', 'cap'];
  const offset = Math.max(0, departments.indexOf(department ?? departments[0]!));
  const items = garments.map((garment, i) => ({
    garment,
    colorCode:
      categoryId === 'sale'
        ? ('apple-red' as const)
        : (tileColors[(offset * 3 + i) % tileColors.length] ?? 'rose'),
  }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<rect width="1600" height="900" fill="${tileBackgrounds[categoryId] ?? '#efe9e1'}"/>
<circle cx="1320" cy="160" r="260" fill="#ffffff" opacity="0.35"/>
<rect y="760" width="1600" height="140" fill="#000" opacity="0.04"/>
${garmentsInRow(items, 110, 220, 420, 70, 'c')}
</svg>`;
}

/** Where the home page's journal tile lives in the media folder (build-content-pages.ts links it). */
export const journalTilePath = 'content/journal.jpg';

/**
 * The journal's 1600 × 900 tile, a flat-lay on a table: an open journal with a garment photographed on one page
 * and lines of text on the other, a cup and a sprig beside it, centred so the tile's 4:5 crop keeps it.
 */
export function journalTileSvg(): string {
  const lines = (x: number, y: number, count: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<rect x="${x}" y="${y + i * 34}" width="${i % 4 === 3 ? 170 : 250}" height="12" rx="6" fill="#b9b1a6"/>`,
    ).join('');
  const photo = fitGarment('dress', 560, 250, 240);
  const grain = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M0 ${60 + i * 100} C500 ${40 + i * 100} 1100 ${90 + i * 100} 1600 ${55 + i * 100}" stroke="#b58d62" stroke-width="3" fill="none" opacity="0.35"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<rect width="1600" height="900" fill="#d2ab7f"/>
${grain}
<g transform="rotate(-4 800 450)">
<rect x="468" y="178" width="680" height="560" rx="10" fill="#000" opacity="0.12"/>
<rect x="500" y="160" width="320" height="560" fill="#fbf8f2"/>
<rect x="820" y="160" width="320" height="560" fill="#f6f2ea"/>
<rect x="817" y="160" width="6" height="560" fill="#000" opacity="0.08"/>
<rect x="540" y="210" width="250" height="330" fill="#dfe8f1"/>
<g transform="${photo.transform}">${garmentGroup('dress', 'rose', 'front', 'j')}</g>
${lines(540, 570, 4)}
<rect x="860" y="210" width="200" height="26" rx="8" fill="#1f2a2e"/>
${lines(860, 270, 12)}
</g>
<circle cx="1330" cy="230" r="95" fill="#f3efe9"/><circle cx="1330" cy="230" r="70" fill="#6b4a34"/>
<path d="M1418 222 q52 8 46 44 q-6 26 -42 26" fill="none" stroke="#f3efe9" stroke-width="16"/>
<g fill="#5f8a57"><ellipse cx="300" cy="700" rx="26" ry="80" transform="rotate(-35 300 700)"/><ellipse cx="250" cy="620" rx="22" ry="70" transform="rotate(20 250 620)"/><ellipse cx="330" cy="560" rx="20" ry="62" transform="rotate(-10 330 560)"/></g>
<path d="M260 820 C280 720 300 640 330 520" stroke="#4f7a4a" stroke-width="8" fill="none"/>
</svg>`;
}

const printPatterns: Record<string, string> = {
  dots: '<circle cx="25" cy="25" r="11" fill="#2f5d9e"/><circle cx="75" cy="75" r="11" fill="#2f5d9e"/>',
  stripes: '<rect width="100" height="50" fill="#c8323c"/>',
  flowers:
    '<g fill="#e3a1a8"><circle cx="50" cy="32" r="13"/><circle cx="68" cy="50" r="13"/><circle cx="50" cy="68" r="13"/><circle cx="32" cy="50" r="13"/></g><circle cx="50" cy="50" r="9" fill="#f0c75e"/>',
  stars: '<path d="M50 18 L59 40 L82 41 L64 56 L70 79 L50 66 L30 79 L36 56 L18 41 L41 40 Z" fill="#c9a66b"/>',
};

/** A 400 × 400 swatch of a print for the facet panel. */
export function printImageSvg(print: string): string {
  const tile = printPatterns[print] ?? printPatterns.dots;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><pattern id="print" width="100" height="100" patternUnits="userSpaceOnUse">${tile}</pattern></defs>
<rect width="400" height="400" fill="#f7f6f1"/><rect width="400" height="400" fill="url(#print)"/>
</svg>`;
}
