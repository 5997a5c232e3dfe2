import type { productColors } from '../schema.ts';
import type { Prng } from './prng.ts';
import { preorderDrops, type SeasonCode } from './seasons.ts';

export type ColorFlags = Omit<
  typeof productColors.$inferInsert,
  'productId' | 'colorCode' | 'firstVariantId' | 'hasStock' | 'sortOrder'
>;

/**
 * Order-type and sticker flags of one colour (spec §3). Last season's colours are stock-orderable and often
 * on sale or outphasing; this season's are stock-orderable and sometimes also on preorder for the next drop;
 * next season's are preorder only, with a delivery drop.
 */
export function colorFlags(prng: Prng, season: SeasonCode, isPreview: boolean): ColorFlags {
  const essential = prng.chance(0.1);
  const previous = season === 'SS26';
  const next = season === 'SS27';
  const allowStockOrder = !next || (essential && prng.chance(0.5));
  const allowPresale = next || (season === 'AW26' && (essential || prng.chance(0.1)));
  return {
    isPreview,
    outphasing: previous && prng.chance(0.3),
    essential,
    allowPresale,
    allowStockOrder,
    seasonCode: season,
    deliveryDropCode: allowPresale ? prng.pick(preorderDrops).code : null,
    onSale: previous ? prng.chance(0.4) : season === 'AW26' && prng.chance(0.04),
    topSeller: prng.chance(0.05),
    heroProduct: prng.chance(0.05),
    keyProduct: prng.chance(0.05),
    giveawayApplicable: prng.chance(0.03),
  };
}
