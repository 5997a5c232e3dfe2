import type { LanguageCode } from '@shop/contracts';
import type { Print } from './build-area.ts';
import { type Garment, garments } from './garments.ts';
import type { Prng } from './prng.ts';

const firstNames: Record<string, readonly string[]> = {
  girls: [
    'Ella',
    'Freja',
    'Ida',
    'Alma',
    'Karla',
    'Asta',
    'Liva',
    'Nora',
    'Vilma',
    'Agnes',
    'Clara',
    'Merle',
  ],
  boys: [
    'Oscar',
    'Karl',
    'Alfred',
    'Aksel',
    'Malthe',
    'Storm',
    'Viggo',
    'Elias',
    'Otto',
    'Bertram',
    'Sigurd',
  ],
  baby: ['Mio', 'Luna', 'Bo', 'Tove', 'Ebbe', 'Lea', 'Nor', 'Sol', 'Ask', 'Juno'],
  women: ['Signe', 'Marie', 'Ane', 'Hanne', 'Birte', 'Ditte', 'Karen', 'Lotte', 'Sanne', 'Tine'],
  accessories: ['Fjord', 'Skov', 'Hav', 'Klit', 'Eng', 'Sti', 'Vind', 'Lyng'],
};

const printWords: Record<Print, Record<LanguageCode, string>> = {
  Dots: { en: 'Dotted', da: 'prikket' },
  Stripes: { en: 'Striped', da: 'stribet' },
  Flowers: { en: 'Floral', da: 'blomstret' },
  Stars: { en: 'Starry', da: 'stjernemønstret' },
};

const fabrics: ReadonlyArray<Record<LanguageCode, string>> = [
  { en: 'organic cotton jersey', da: 'økologisk bomuldsjersey' },
  { en: 'soft brushed sweat', da: 'blødt, børstet sweatstof' },
  { en: 'recycled polyester', da: 'genanvendt polyester' },
  { en: 'organic cotton poplin', da: 'økologisk bomuldspoplin' },
  { en: 'fine merino wool', da: 'fin merinould' },
  { en: 'a linen and cotton blend', da: 'en blanding af hør og bomuld' },
];

const closings: ReadonlyArray<Record<LanguageCode, string>> = [
  { en: 'Designed in Aarhus and made to be handed down.', da: 'Designet i Aarhus og lavet til at gå i arv.' },
  { en: 'Machine wash at 40 °C, inside out.', da: 'Maskinvask ved 40 °C på vrangen.' },
  { en: 'Certified to OEKO-TEX Standard 100.', da: 'Certificeret efter OEKO-TEX Standard 100.' },
];

export type ProductTexts = Record<LanguageCode, { name: string; description: string }>;

/** A believable product name and description in both languages: 'Ella Striped Dress' / 'Ella stribet kjole'. */
export function productTexts(
  prng: Prng,
  audience: string,
  garment: Garment,
  print: Print | null,
): ProductTexts {
  const first = prng.pick(firstNames[audience] ?? firstNames.accessories ?? []);
  const fabric = prng.pick(fabrics);
  const closing = prng.pick(closings);
  const info = garments[garment];
  const texts = {} as ProductTexts;
  for (const language of ['en', 'da'] as const) {
    const printWord = print ? `${printWords[print][language]} ` : '';
    const name = `${first} ${printWord}${info.noun[language]}`;
    const madeOf = language === 'en' ? `${name} in ${fabric.en}.` : `${name} i ${fabric.da}.`;
    texts[language] = { name, description: `${madeOf} ${info.feature[language]} ${closing[language]}` };
  }
  return texts;
}
