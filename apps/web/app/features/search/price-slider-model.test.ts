import { describe, expect, it } from 'vitest';
import {
  pageStep,
  selectionFor,
  sliderTrack,
  thumbsFor,
  valueAfterKey,
  valueAtRatio,
} from './price-slider-model.ts';

describe('price slider model', () => {
  const track = { lowest: 12, highest: 80 };

  it('runs the track from the lowest price rounded down to the highest rounded up', () => {
    expect(sliderTrack(1250, 7901, 100)).toEqual({ lowest: 12, highest: 80 });
    expect(sliderTrack(null, null, 100)).toBeNull();
    // One price only: the track still has two ends.
    expect(sliderTrack(1500, 1500, 100)).toEqual({ lowest: 15, highest: 16 });
  });

  it('keeps only the bounds the visitor narrowed, and reads them back to the same thumbs', () => {
    expect(selectionFor(track, { low: 12, high: 80 }, 100)).toEqual({});
    expect(selectionFor(track, { low: 20, high: 80 }, 100)).toEqual({ min: 2000 });
    expect(selectionFor(track, { low: 20, high: 50 }, 100)).toEqual({ min: 2000, max: 5000 });
    expect(thumbsFor(track, { min: 2000, max: 5000 }, 100)).toEqual({ low: 20, high: 50 });
    expect(thumbsFor(track, {}, 100)).toEqual({ low: 12, high: 80 });
    // A bound from an old URL outside today's track is clamped to it.
    expect(thumbsFor(track, { min: 100, max: 900_000 }, 100)).toEqual({ low: 12, high: 80 });
  });

  it('moves by 1 on arrows, a tenth on Page keys, to the limits on Home/End, never past them', () => {
    const limits = { min: 12, max: 50 };
    expect(valueAfterKey('ArrowRight', 20, limits, pageStep(track))).toBe(21);
    expect(valueAfterKey('ArrowDown', 20, limits, pageStep(track))).toBe(19);
    expect(valueAfterKey('PageUp', 20, limits, pageStep(track))).toBe(27);
    expect(valueAfterKey('PageUp', 48, limits, pageStep(track))).toBe(50);
    expect(valueAfterKey('Home', 20, limits, 7)).toBe(12);
    expect(valueAfterKey('End', 20, limits, 7)).toBe(50);
    expect(valueAfterKey('ArrowLeft', 12, limits, 7)).toBe(12);
    expect(valueAfterKey('Tab', 20, limits, 7)).toBeNull();
  });

  it('reads a pointer position as a whole value on the track', () => {
    expect(valueAtRatio(track, 0)).toBe(12);
    expect(valueAtRatio(track, 1)).toBe(80);
    expect(valueAtRatio(track, 0.5)).toBe(46);
    expect(valueAtRatio(track, 1.4)).toBe(80);
  });
});
