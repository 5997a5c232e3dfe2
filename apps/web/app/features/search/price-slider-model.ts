import type { SliderSelection } from './search-state.ts';

/**
 * The price facet's two-thumb slider (spec §3 facet type Slider; ADR 61) in whole units of the currency:
 * the track runs from the hits' lowest price (rounded down) to their highest (rounded up), and a thumb at
 * an end of the track is no bound at all, so the URL keeps only what the visitor narrowed.
 */
export type SliderTrack = { lowest: number; highest: number };
export type Thumbs = { low: number; high: number };

export function sliderTrack(
  min: number | null,
  max: number | null,
  minorPerMajor: number,
): SliderTrack | null {
  if (min === null && max === null) return null;
  const lowest = Math.floor((min ?? max ?? 0) / minorPerMajor);
  const highest = Math.ceil((max ?? min ?? 0) / minorPerMajor);
  return { lowest, highest: Math.max(highest, lowest + 1) };
}

/** Where the thumbs stand for a selection (in minor units), clamped to the track and kept in order. */
export function thumbsFor(track: SliderTrack, selected: SliderSelection, minorPerMajor: number): Thumbs {
  const clamp = (value: number) => Math.min(track.highest, Math.max(track.lowest, value));
  const low = selected.min === undefined ? track.lowest : clamp(Math.floor(selected.min / minorPerMajor));
  const high = selected.max === undefined ? track.highest : clamp(Math.ceil(selected.max / minorPerMajor));
  return { low: Math.min(low, high), high: Math.max(low, high) };
}

/** The selection (minor units, inclusive) the thumbs stand for; an end of the track is no bound. */
export function selectionFor(track: SliderTrack, thumbs: Thumbs, minorPerMajor: number): SliderSelection {
  const selection: SliderSelection = {};
  if (thumbs.low > track.lowest) selection.min = thumbs.low * minorPerMajor;
  if (thumbs.high < track.highest) selection.max = thumbs.high * minorPerMajor;
  return selection;
}

export function sameSelection(a: SliderSelection, b: SliderSelection): boolean {
  return a.min === b.min && a.max === b.max;
}

/** A tenth of the track (at least 1) for Page Up / Page Down, as the WAI-ARIA slider pattern suggests. */
export function pageStep(track: SliderTrack): number {
  return Math.max(1, Math.round((track.highest - track.lowest) / 10));
}

/**
 * The value a key moves a thumb to (WAI-ARIA slider: arrows by 1, Page keys by a tenth, Home/End to the
 * thumb's limits), or null for a key the slider does not handle. A thumb never passes the other.
 */
export function valueAfterKey(
  key: string,
  value: number,
  limits: { min: number; max: number },
  page: number,
): number | null {
  const moves: Record<string, number> = {
    ArrowRight: value + 1,
    ArrowUp: value + 1,
    ArrowLeft: value - 1,
    ArrowDown: value - 1,
    PageUp: value + page,
    PageDown: value - page,
    Home: limits.min,
    End: limits.max,
  };
  const next = moves[key];
  if (next === undefined) return null;
  return Math.min(limits.max, Math.max(limits.min, next));
}

/** The value under a pointer at `ratio` (0 … 1) of the track's width, in whole units. */
export function valueAtRatio(track: SliderTrack, ratio: number): number {
  const clamped = Math.min(1, Math.max(0, ratio));
  return Math.round(track.lowest + clamped * (track.highest - track.lowest));
}
