import type { Garment, SizeRun } from './garments.ts';

export const brands = ['Nordlys Kids', 'Nordlys Mini', 'Nordlys Studio'] as const;
export type Brand = (typeof brands)[number];

export type LeafCategory = { key: string; en: string; da: string; garment: Garment; sizeRun?: SizeRun };
export type TopCategory = {
  id: string;
  en: string;
  da: string;
  /** Size run of the department; accessories name theirs per leaf. */
  sizeRun: SizeRun | null;
  /** null = any brand. */
  brand: Brand | null;
  /** Women's styles cost more than the kids' price points. */
  priceFactor: number;
  children: LeafCategory[];
};

const dresses = { key: 'dresses', en: 'Dresses', da: 'Kjoler', garment: 'dress' } as const;
const tshirts = { key: 't-shirts', en: 'T-shirts', da: 'T-shirts', garment: 'tshirt' } as const;
const sweatshirts = {
  key: 'sweatshirts',
  en: 'Sweatshirts',
  da: 'Sweatshirts',
  garment: 'sweatshirt',
} as const;
const trousers = { key: 'trousers', en: 'Trousers', da: 'Bukser', garment: 'trousers' } as const;
const skirts = { key: 'skirts', en: 'Skirts', da: 'Nederdele', garment: 'skirt' } as const;
const jackets = { key: 'jackets', en: 'Jackets', da: 'Jakker', garment: 'jacket' } as const;
const shorts = { key: 'shorts', en: 'Shorts', da: 'Shorts', garment: 'shorts' } as const;

/** Departments that hold products. The Sale department is derived from these (see `saleCategory`). */
export const departments: TopCategory[] = [
  {
    id: 'girls',
    en: 'Girls',
    da: 'Piger',
    sizeRun: 'kids',
    brand: 'Nordlys Kids',
    priceFactor: 1,
    children: [dresses, tshirts, sweatshirts, trousers, skirts, jackets],
  },
  {
    id: 'boys',
    en: 'Boys',
    da: 'Drenge',
    sizeRun: 'kids',
    brand: 'Nordlys Kids',
    priceFactor: 1,
    children: [tshirts, sweatshirts, trousers, shorts, jackets],
  },
  {
    id: 'baby',
    en: 'Baby',
    da: 'Baby',
    sizeRun: 'baby',
    brand: 'Nordlys Mini',
    priceFactor: 0.9,
    children: [
      { key: 'bodysuits', en: 'Bodysuits', da: 'Bodyer', garment: 'bodysuit' },
      dresses,
      sweatshirts,
      trousers,
    ],
  },
  {
    id: 'women',
    en: 'Women',
    da: 'Dame',
    sizeRun: 'women',
    brand: 'Nordlys Studio',
    priceFactor: 1.8,
    children: [dresses, tshirts, sweatshirts, trousers, skirts, jackets],
  },
  {
    id: 'accessories',
    en: 'Accessories',
    da: 'Tilbehør',
    sizeRun: null,
    brand: null,
    priceFactor: 1,
    children: [
      { key: 'caps', en: 'Caps', da: 'Kasketter', garment: 'cap', sizeRun: 'cap' },
      { key: 'socks', en: 'Socks', da: 'Strømper', garment: 'socks', sizeRun: 'socks' },
      { key: 'beanies', en: 'Beanies', da: 'Huer', garment: 'beanie', sizeRun: 'beanie' },
    ],
  },
];

/** Sale has one child per department; products with an on-sale colour are listed there too. */
export const saleCategory = { id: 'sale', en: 'Sale', da: 'Udsalg' } as const;

export const leafCategoryId = (top: TopCategory, leaf: LeafCategory): string => `${top.id}-${leaf.key}`;
export const saleChildId = (top: TopCategory): string => `${saleCategory.id}-${top.id}`;
