import type { deliveryDrops, seasons as seasonsTable } from '../schema.ts';

/**
 * Seasons relative to the demo's reference date 2026-11-01: SS26 is last season (outphasing, sale),
 * AW26 is in stock now, SS27 is sold on preorder and delivered in three drops.
 */
export const seasons = [
  { code: 'SS26', description: 'Spring/Summer 2026' },
  { code: 'AW26', description: 'Autumn/Winter 2026' },
  { code: 'SS27', description: 'Spring/Summer 2027' },
] as const satisfies Array<typeof seasonsTable.$inferInsert>;

export type SeasonCode = (typeof seasons)[number]['code'];

export const preorderDrops = [
  { code: 'SS27-1', seasonCode: 'SS27', name: 'SS27 drop 1', availableDate: '2027-01-15' },
  { code: 'SS27-2', seasonCode: 'SS27', name: 'SS27 drop 2', availableDate: '2027-02-15' },
  { code: 'SS27-3', seasonCode: 'SS27', name: 'SS27 drop 3', availableDate: '2027-03-15' },
] as const satisfies Array<typeof deliveryDrops.$inferInsert>;

export type PreorderDrop = (typeof preorderDrops)[number];
