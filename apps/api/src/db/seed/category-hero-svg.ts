import { departments, leafCategoryId, saleCategory, saleChildId, type TopCategory } from './category-tree.ts';
import { garmentBounds } from './garment-shapes.ts';
import { garmentGroup, mixColor } from './garment-svg.ts';
import type { Garment } from './garments.ts';
import { createPrng } from './prng.ts';
import type { ColorCode } from './swatch-colors.ts';

/** Where a category's hero picture lives in the media folder (one per category, top level and below). */
export const categoryHeroPath = (categoryId: string): string => `categories/heroes/${categoryId}.jpg`;

const width = 2400;
const height = 600;

/** Each department's wall; its subcategories and its Sale subcategory share it, so a family looks alike. */
const walls: Record<string, string> = {
  girls: '#f3dcd9',
  boys: '#d9e4ef',
  baby: '#f1e8d4',
  women: '#e4dcec',
  accessories: '#dbeadf',
  sale: '#f6d7ca',
};
const everydayColors: ColorCode[] = [
  'rose',
  'blue',
  'jojoba',
  'misty-lilac',
  'garden-green',
  'papaya',
  'mist',
  'turquoise',
  'sandy',
  'crisp-white',
  'pecan',
];
const saleColors: ColorCode[] = ['apple-red', 'papaya', 'rose', 'crisp-white'];

type Scene = { wall: string; garments: Garment[]; colors: ColorCode[] };

/** What hangs on the rail: a department's range, one garment in several colours, or the department on sale. */
function sceneOf(categoryId: string): Scene {
  const prng = createPrng(1, 'category-hero', categoryId);
  const range = (top: TopCategory) => top.children.slice(0, 4).map((leaf) => leaf.garment);
  const department = departments.find((top) => top.id === categoryId);
  if (department) {
    return {
      wall: walls[department.id] ?? '#efe9e1',
      garments: range(department),
      colors: prng.sample(everydayColors, 4),
    };
  }
  for (const top of departments) {
    const leaf = top.children.find((child) => leafCategoryId(top, child) === categoryId);
    if (leaf) {
      return {
        wall: walls[top.id] ?? '#efe9e1',
        garments: [leaf.garment, leaf.garment, leaf.garment, leaf.garment],
        colors: prng.sample(everydayColors, 4),
      };
    }
    if (saleChildId(top) === categoryId) {
      return { wall: walls.sale ?? '#efe9e1', garments: range(top), colors: prng.sample(saleColors, 4) };
    }
  }
  const garments: Garment[] = ['dress', 'sweatshirt', 'trousers', 'jacket'];
  return {
    wall: walls[categoryId === saleCategory.id ? 'sale' : ''] ?? '#efe9e1',
    garments,
    colors: prng.sample(categoryId === saleCategory.id ? saleColors : everydayColors, 4),
  };
}

const railLeft = 1180;
const railRight = 2250;
const railY = 118;
const floorY = 520;

/** A garment on a hanger below the rail, centred on `x`, at most 230 wide and 330 tall. */
function hangingGarment(garment: Garment, colorCode: ColorCode, x: number, index: number): string {
  const [bx, by, bw, bh] = garmentBounds[garment];
  const top = 188;
  const scale = Math.min(230 / bw, 330 / bh);
  const left = x - (bx + bw / 2) * scale;
  const shift = top - by * scale;
  const hanger = `<path d="M${x} ${railY} q0 -22 14 -22 q14 0 14 14 q0 14 -28 26 L${x - 70} ${top + 6} L${x + 70} ${top + 6} Z" fill="none" stroke="#5b4a3c" stroke-width="6" stroke-linejoin="round"/>`;
  return `<g transform="translate(${left.toFixed(1)} ${shift.toFixed(1)}) scale(${scale.toFixed(4)})">${garmentGroup(garment, colorCode, 'front', `hero${index}`)}</g>${hanger}`;
}

/** A potted plant on the floor left of the rail; its leaves lean a little differently per category. */
function plant(categoryId: string): string {
  const prng = createPrng(1, 'category-hero-plant', categoryId);
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const angle = -75 + i * 25 + prng.int(-8, 8);
    const length = prng.int(110, 170);
    return `<ellipse cx="0" cy="${-length / 2}" rx="26" ry="${length / 2}" fill="${i % 2 ? '#5f8a57' : '#4f7a4a'}" transform="translate(1020 ${floorY - 70}) rotate(${angle})"/>`;
  }).join('');
  return `${leaves}<path d="M975 ${floorY - 80} h90 l-12 95 h-66 Z" fill="#c9805e"/><rect x="968" y="${floorY - 88}" width="104" height="16" rx="4" fill="#b46d4d"/>`;
}

/** The room of a hero picture in a 2400 × 600 band: light through a window, floor, rug, plant and the rail. */
function room(scene: Scene, plantKey: string, withWall: boolean): string {
  const step = (railRight - railLeft - 200) / (scene.garments.length - 1 || 1);
  const garments = scene.garments
    .map((garment, i) => hangingGarment(garment, scene.colors[i] ?? 'rose', railLeft + 100 + i * step, i))
    .join('');
  return `${withWall ? `<rect width="${width}" height="${height}" fill="url(#wall)"/>` : ''}
<path d="M1300 0 L1700 0 L1150 ${floorY} L750 ${floorY} Z" fill="#fff" opacity="0.22"/>
<path d="M1820 0 L1960 0 L1410 ${floorY} L1270 ${floorY} Z" fill="#fff" opacity="0.16"/>
<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="#d8c3a3"/>
<rect y="${floorY}" width="${width}" height="6" fill="#bfa37f"/>
<ellipse cx="1720" cy="${floorY + 44}" rx="620" ry="34" fill="${mixColor(scene.wall, -0.12)}"/>
${plant(plantKey)}
<g stroke="#5b4a3c" stroke-width="10" stroke-linecap="round" fill="none"><path d="M${railLeft} ${railY} H${railRight}"/><path d="M${railLeft + 20} ${railY} L${railLeft - 10} ${floorY + 30}"/><path d="M${railRight - 20} ${railY} L${railRight + 10} ${floorY + 30}"/></g>
${garments}`;
}

const wallGradient = (wall: string) =>
  `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mixColor(wall, 0.5)}"/><stop offset="1" stop-color="${wall}"/></linearGradient></defs>`;

/**
 * A 2400 × 600 lifestyle picture for a category page's heading band (ADR 65): a sunlit wall in the
 * department's colour, a clothes rail with the category's garments on hangers, a plant and a rug. The left
 * third stays quiet for the heading laid over it; the garments sit right of centre, where a phone's crop
 * keeps them.
 */
export function categoryHeroSvg(categoryId: string): string {
  const scene = sceneOf(categoryId);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${wallGradient(scene.wall)}
${room(scene, categoryId, true)}
</svg>`;
}

/**
 * The home page's 2400 × 1200 hero in the same style: the room of the category pictures under a high wall, the
 * brand's range on the rail right of centre, the lower left quiet for the hero's heading panel.
 */
export function homeHeroSvg(): string {
  const scene: Scene = {
    wall: '#ebe1d3',
    garments: ['dress', 'sweatshirt', 'trousers', 'jacket'],
    colors: ['papaya', 'mist', 'garden-green', 'rose'],
  };
  const top = 1200 - height - 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="1200" viewBox="0 0 ${width} 1200">
${wallGradient(scene.wall)}
<rect width="${width}" height="1200" fill="url(#wall)"/>
<rect x="1380" y="80" width="520" height="${top - 40}" rx="12" fill="#fff" opacity="0.35"/>
<g transform="translate(0 ${top})">${room(scene, 'home', false)}</g>
<rect y="${top + height}" width="${width}" height="120" fill="#d8c3a3"/>
</svg>`;
}
