export const garmentTypes = [
  'dress',
  'tshirt',
  'sweatshirt',
  'trousers',
  'jacket',
  'shorts',
  'skirt',
  'bodysuit',
  'cap',
  'socks',
  'beanie',
] as const;
export type Garment = (typeof garmentTypes)[number];

type Bilingual = { en: string; da: string };

export type GarmentInfo = {
  /** Singular noun used in product names: 'Ella Dress' / 'Ella kjole'. */
  noun: Bilingual;
  /** Retail price points in DKK minor units for the kids' range. */
  retailDkk: number[];
  feature: Bilingual;
};

/** What each garment type is called, costs and offers; images are drawn per garment type. */
export const garments: Record<Garment, GarmentInfo> = {
  dress: {
    noun: { en: 'Dress', da: 'kjole' },
    retailDkk: [29995, 34995, 39995, 44995],
    feature: {
      en: 'A swingy skirt and an easy pull-on fit.',
      da: 'Svingende skørt og nem at trække over hovedet.',
    },
  },
  tshirt: {
    noun: { en: 'T-shirt', da: 't-shirt' },
    retailDkk: [14995, 17995, 19995],
    feature: {
      en: 'Soft rib at the neck and a roomy body.',
      da: 'Blød rib i halsen og god plads i kroppen.',
    },
  },
  sweatshirt: {
    noun: { en: 'Sweatshirt', da: 'sweatshirt' },
    retailDkk: [24995, 29995, 34995],
    feature: {
      en: 'Ribbed cuffs and hem keep the warmth in.',
      da: 'Rib ved ærmer og kant holder på varmen.',
    },
  },
  trousers: {
    noun: { en: 'Trousers', da: 'bukser' },
    retailDkk: [24995, 29995, 34995],
    feature: {
      en: 'Elastic waist with a drawstring and deep pockets.',
      da: 'Elastik i livet med snøre og dybe lommer.',
    },
  },
  jacket: {
    noun: { en: 'Jacket', da: 'jakke' },
    retailDkk: [49995, 59995, 69995],
    feature: {
      en: 'Water-repellent shell, a snug hood and reflective details.',
      da: 'Vandafvisende yderstof, tætsiddende hætte og refleksdetaljer.',
    },
  },
  shorts: {
    noun: { en: 'Shorts', da: 'shorts' },
    retailDkk: [17995, 19995, 24995],
    feature: {
      en: 'Made for climbing trees and long summer days.',
      da: 'Lavet til klatretræer og lange sommerdage.',
    },
  },
  skirt: {
    noun: { en: 'Skirt', da: 'nederdel' },
    retailDkk: [19995, 24995, 29995],
    feature: {
      en: 'Pleated for movement with a comfy waistband.',
      da: 'Plisseret for bevægelse med en behagelig linning.',
    },
  },
  bodysuit: {
    noun: { en: 'Bodysuit', da: 'body' },
    retailDkk: [12995, 14995, 17995],
    feature: {
      en: 'Envelope neck and snaps for quick changes.',
      da: 'Slå-om-hals og trykknapper til hurtige skift.',
    },
  },
  cap: {
    noun: { en: 'Cap', da: 'kasket' },
    retailDkk: [14995, 17995],
    feature: { en: 'Adjustable strap and a soft curved brim.', da: 'Justerbar rem og en blød, buet skygge.' },
  },
  socks: {
    noun: { en: 'Socks', da: 'strømper' },
    retailDkk: [4995, 6995, 7995],
    feature: { en: 'Anti-slip dots under the sole.', da: 'Skridsikre prikker under sålen.' },
  },
  beanie: {
    noun: { en: 'Beanie', da: 'hue' },
    retailDkk: [14995, 19995],
    feature: { en: 'Fine rib knit with a fold-up cuff.', da: 'Fin ribstrik med opslag.' },
  },
};

/** Size runs; a product offers a contiguous slice of 4–10 sizes of its run. */
export const sizeRuns = {
  baby: ['50/56', '62', '68', '74', '80', '86'],
  kids: ['92', '98', '104', '110', '116', '122', '128', '134', '140', '146', '152'],
  women: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  cap: ['46', '48', '50', '52', '54', '56'],
  socks: ['15-18', '19-22', '23-26', '27-30', '31-34', '35-38', '39-42'],
  beanie: ['0-6M', '6-12M', '1-2Y', '2-4Y', '4-8Y', '8-12Y'],
} as const;
export type SizeRun = keyof typeof sizeRuns;
