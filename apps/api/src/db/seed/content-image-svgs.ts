import { departments } from './category-tree.ts';
import { fitGarment, garmentGroup } from './garment-svg.ts';
import type { Garment } from './garments.ts';
import { createPrng } from './prng.ts';
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

/** The 2400 × 1200 home page hero: northern lights over dark hills, and a washing line of Nordlys clothes. */
export function heroImageSvg(): string {
  const prng = createPrng(1, 'hero-stars');
  const stars = Array.from({ length: 90 }, () => {
    const r = prng.int(2, 5);
    return `<circle cx="${prng.int(0, 2400)}" cy="${prng.int(0, 620)}" r="${r}" fill="#fff" opacity="${(0.3 + prng.next() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const band = (d: string, id: string, width: number, opacity: number) =>
    `<path d="${d}" fill="none" stroke="url(#${id})" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}" filter="url(#glow)"/>`;
  const line: Hanger[] = [
    { garment: 'dress', colorCode: 'papaya' },
    { garment: 'sweatshirt', colorCode: 'mist' },
    { garment: 'trousers', colorCode: 'garden-green' },
    { garment: 'bodysuit', colorCode: 'rose' },
    { garment: 'tshirt', colorCode: 'crisp-white' },
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1200" viewBox="0 0 2400 1200">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1630"/><stop offset="1" stop-color="#24406b"/></linearGradient>
<linearGradient id="aurora1" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#59e3a7"/><stop offset="0.6" stop-color="#3fa7a3"/><stop offset="1" stop-color="#b8a6c9"/></linearGradient>
<linearGradient id="aurora2" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b8a6c9"/><stop offset="1" stop-color="#6fe3b5"/></linearGradient>
<filter id="glow" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="38"/></filter>
</defs>
<rect width="2400" height="1200" fill="url(#sky)"/>
${stars}
${band('M-100 420 C400 160 900 520 1400 260 S2200 180 2550 360', 'aurora1', 150, 0.75)}
${band('M-100 560 C500 360 1000 640 1500 420 S2200 380 2550 520', 'aurora2', 90, 0.5)}
<path d="M0 980 C400 860 700 900 1000 950 C1400 1010 1800 850 2400 930 L2400 1200 L0 1200 Z" fill="#13284a"/>
<path d="M0 1060 C500 990 900 1060 1300 1040 C1700 1020 2000 980 2400 1050 L2400 1200 L0 1200 Z" fill="#0c1b35"/>
<path d="M240 560 C900 660 1500 660 2160 560" fill="none" stroke="#e8e2d6" stroke-width="6"/>
${garmentsInRow(line, 330, 560, 300, 70, 'h')}
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
