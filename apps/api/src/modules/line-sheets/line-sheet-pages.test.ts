import { describe, expect, it } from 'vitest';
import { planLineSheet } from './line-sheet-pages.ts';

describe('planLineSheet', () => {
  it('puts the cover first, then the index, then the styles, and knows each style’s page', () => {
    const plan = planLineSheet(7, { indexRowsPerPage: 4, stylesPerPage: 3 });
    expect(plan.pages).toEqual([
      { kind: 'cover' },
      { kind: 'index', first: 0, count: 4 },
      { kind: 'index', first: 4, count: 3 },
      { kind: 'styles', first: 0, count: 3 },
      { kind: 'styles', first: 3, count: 3 },
      { kind: 'styles', first: 6, count: 1 },
    ]);
    expect([0, 2, 3, 6].map(plan.pageOfStyle)).toEqual([4, 4, 5, 6]);
  });

  it('has a cover alone when there are no styles', () => {
    expect(planLineSheet(0, { indexRowsPerPage: 40, stylesPerPage: 3 }).pages).toEqual([{ kind: 'cover' }]);
  });

  it('refuses a geometry without room', () => {
    expect(() => planLineSheet(3, { indexRowsPerPage: 0, stylesPerPage: 3 })).toThrow();
  });
});
