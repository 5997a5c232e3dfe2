import type { SalesSeason } from '@shop/contracts';

/**
 * The dashboard's seasons (ADR 46): the half-years of the shop calendar, named as the catalogue names its
 * seasons: SS (Spring/Summer, January to June) and AW (Autumn/Winter, July to December) with the year's last two
 * digits. The demo catalogue agrees: in November 2026 AW26 is in stock and SS26 is last season.
 */
export function seasonOf(shopDay: string): SalesSeason {
  const year = Number(shopDay.slice(0, 4));
  const month = Number(shopDay.slice(5, 7));
  return month <= 6 ? season('SS', year) : season('AW', year);
}

/** The season before the given one. */
export function seasonBefore(current: SalesSeason): SalesSeason {
  const year = Number(current.from.slice(0, 4));
  return current.code.startsWith('SS') ? season('AW', year - 1) : season('SS', year);
}

function season(half: 'SS' | 'AW', year: number): SalesSeason {
  const yyyy = String(year).padStart(4, '0');
  return {
    code: `${half}${yyyy.slice(2)}`,
    from: half === 'SS' ? `${yyyy}-01-01` : `${yyyy}-07-01`,
    to: half === 'SS' ? `${yyyy}-06-30` : `${yyyy}-12-31`,
  };
}
