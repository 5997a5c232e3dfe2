import { describe, expect, it } from 'vitest';
import { tileColumns } from './category-tiles-block.tsx';

describe('tileColumns', () => {
  it('avoids a lonely last tile', () => {
    expect(tileColumns(5)).toBe(5);
    expect(tileColumns(3)).toBe(3);
    expect(tileColumns(6)).toBe(3);
    expect(tileColumns(4)).toBe(4);
    expect(tileColumns(8)).toBe(4);
    expect(tileColumns(12)).toBe(4);
    expect(tileColumns(2)).toBe(2);
  });
});
