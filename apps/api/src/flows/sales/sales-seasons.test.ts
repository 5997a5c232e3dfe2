import { describe, expect, it } from 'vitest';
import { seasonBefore, seasonOf } from './sales-seasons.ts';

describe('the sales seasons (half-years of the shop calendar)', () => {
  it('names January to June Spring/Summer and July to December Autumn/Winter', () => {
    expect(seasonOf('2026-01-01')).toEqual({ code: 'SS26', from: '2026-01-01', to: '2026-06-30' });
    expect(seasonOf('2026-06-30').code).toBe('SS26');
    expect(seasonOf('2026-07-01')).toEqual({ code: 'AW26', from: '2026-07-01', to: '2026-12-31' });
    expect(seasonOf('2026-11-26').code).toBe('AW26');
  });

  it('steps back across the new year', () => {
    expect(seasonBefore(seasonOf('2026-11-26'))).toEqual({
      code: 'SS26',
      from: '2026-01-01',
      to: '2026-06-30',
    });
    expect(seasonBefore(seasonOf('2027-03-01'))).toEqual({
      code: 'AW26',
      from: '2026-07-01',
      to: '2026-12-31',
    });
    expect(seasonBefore(seasonOf('2000-02-29')).code).toBe('AW99');
  });
});
