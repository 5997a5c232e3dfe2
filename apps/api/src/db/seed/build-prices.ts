import type { lineDiscounts, priceGroups as priceGroupsTable, priceListEntries } from '../schema.ts';
import type { StyleSummary } from './build-style.ts';
import { groupPrice } from './group-price.ts';
import { priceGroups } from './price-groups.ts';

type PriceEntryRow = typeof priceListEntries.$inferInsert;

export type PriceRows = {
  priceGroups: Array<typeof priceGroupsTable.$inferInsert>;
  priceListEntries: PriceEntryRow[];
  lineDiscounts: Array<typeof lineDiscounts.$inferInsert>;
};

/** Packs cost their pieces minus 5 %. */
const packPrice = (unitPrice: number, quantityPerUnit: number): number =>
  Math.round(unitPrice * quantityPerUnit * 0.95);

const dealerDk = 'C10001';

/**
 * Price list entries for every style in every group (product level, per unit), variant-level sale prices
 * (30 % off with the before price) for on-sale colours, a few quantity breaks, and customer prices and line
 * discounts for the demo dealers.
 */
export function buildPrices(styles: StyleSummary[]): PriceRows {
  const entries: PriceEntryRow[] = [];
  const entry = (
    fields: Partial<PriceEntryRow> & Pick<PriceEntryRow, 'currencyCode' | 'productId' | 'unitPrice'>,
  ) =>
    entries.push({
      priceGroupCode: null,
      customerNumber: null,
      variantId: null,
      unitId: 'CU',
      minQuantity: 1,
      beforePrice: null,
      validFrom: null,
      validTo: null,
      ...fields,
    });

  styles.forEach((style, index) => {
    const { productId } = style;
    const units = [{ unitId: 'CU', quantityPerUnit: 1 }, ...style.packs];
    for (const group of priceGroups) {
      const base = { priceGroupCode: group.code, currencyCode: group.currencyCode, productId };
      const unitPrice = groupPrice(style.retailDkk, group);
      for (const unit of units) {
        const price = unit.quantityPerUnit === 1 ? unitPrice : packPrice(unitPrice, unit.quantityPerUnit);
        entry({ ...base, unitId: unit.unitId, unitPrice: price });
        for (const variantId of style.onSaleVariantIds) {
          entry({
            ...base,
            variantId,
            unitId: unit.unitId,
            unitPrice: Math.round(price * 0.7),
            beforePrice: price,
          });
        }
      }
      if (group.kind === 'wholesale' && index % 20 === 3) {
        // Every other quantity break is a future campaign, so validity windows are exercised.
        const window = index % 40 === 3 ? {} : { validFrom: '2027-01-01', validTo: '2027-06-30' };
        entry({ ...base, minQuantity: 12, unitPrice: Math.round(unitPrice * 0.95), ...window });
      }
    }
    if (index % 10 === 1 && index < 50) {
      const dkk = priceGroups.find((group) => group.code === 'B2B DKK');
      if (!dkk) throw new Error('Price group B2B DKK is missing');
      const window = index % 20 === 1 ? { validFrom: '2025-01-01', validTo: '2030-12-31' } : {};
      const unitPrice = Math.round(groupPrice(style.retailDkk, dkk) * 0.9);
      entry({ customerNumber: dealerDk, currencyCode: 'DKK', productId, unitPrice, ...window });
    }
  });

  const firstProductId = styles[0]?.productId ?? null;
  return {
    priceGroups: priceGroups.map(({ code, name, currencyCode, kind }) => ({
      code,
      name,
      currencyCode,
      kind,
    })),
    priceListEntries: entries,
    lineDiscounts: [
      { customerNumber: dealerDk, categoryId: 'girls-dresses', discountBasisPoints: 500 },
      {
        priceGroupCode: 'B2B EUR',
        categoryId: 'boys-jackets',
        discountBasisPoints: 300,
        validFrom: '2025-01-01',
        validTo: '2030-12-31',
      },
      { customerNumber: 'C20001', productId: firstProductId, discountBasisPoints: 1000 },
      {
        priceGroupCode: 'B2B GBP',
        categoryId: 'baby',
        discountBasisPoints: 250,
        validFrom: '2027-01-01',
        validTo: '2027-06-30',
      },
    ],
  };
}
