import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatMoneyIn } from '../../../lib/money.ts';
import {
  pageStep,
  type SliderTrack,
  sameSelection,
  selectionFor,
  type Thumbs,
  thumbsFor,
  valueAfterKey,
  valueAtRatio,
} from '../price-slider-model.ts';
import type { SliderSelection } from '../search-state.ts';

/** Keys move the thumb at once; the list searches once the visitor pauses (spec §9: list typing 500 ms). */
const keyboardPauseMs = 500;

type PriceSliderProps = {
  name: string;
  track: SliderTrack;
  selected: SliderSelection;
  currency: string;
  minorPerMajor: number;
  onChange: (selection: SliderSelection) => void;
};

type ThumbName = 'low' | 'high';

/**
 * Spec §3 facet type Slider as a two-thumb range slider (WAI-ARIA multi-thumb slider pattern; ADR 61): each
 * thumb is a focusable `slider` with its own limits (the other thumb is the limit), arrows, Page keys,
 * Home and End; a pointer drags a thumb or moves the nearest one to where the track is pressed. The
 * choice applies when the pointer is released or the keys pause, never mid-drag.
 */
export function PriceSlider({ name, track, selected, currency, minorPerMajor, onChange }: PriceSliderProps) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [thumbs, setThumbs] = useState<Thumbs>(() => thumbsFor(track, selected, minorPerMajor));
  const dragging = useRef<ThumbName | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);
  const thumbsRef = useRef(thumbs);
  thumbsRef.current = thumbs;

  // A new answer (other hits, or the URL changed by back/forward) moves the thumbs to what it says.
  const selectedKey = `${track.lowest}-${track.highest}-${selected.min}-${selected.max}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for track and selection
  useEffect(() => {
    if (dragging.current === null && pause.current === null)
      setThumbs(thumbsFor(track, selected, minorPerMajor));
  }, [selectedKey, minorPerMajor]);
  // A pending search is dropped when the list goes (another page).
  useEffect(
    () => () => {
      if (pause.current !== null) clearTimeout(pause.current);
    },
    [],
  );

  function clearPause() {
    if (pause.current !== null) clearTimeout(pause.current);
    pause.current = null;
  }

  function apply(next: Thumbs) {
    clearPause();
    const selection = selectionFor(track, next, minorPerMajor);
    if (!sameSelection(selection, selected)) onChange(selection);
  }

  function move(thumb: ThumbName, value: number): Thumbs {
    const current = thumbsRef.current;
    const next =
      thumb === 'low'
        ? { low: Math.min(value, current.high), high: current.high }
        : { low: current.low, high: Math.max(value, current.low) };
    thumbsRef.current = next;
    setThumbs(next);
    return next;
  }

  const limitsOf = (thumb: ThumbName) =>
    thumb === 'low' ? { min: track.lowest, max: thumbs.high } : { min: thumbs.low, max: track.highest };

  const onKeyDown = (thumb: ThumbName) => (event: KeyboardEvent<HTMLDivElement>) => {
    const value = valueAfterKey(event.key, thumbs[thumb], limitsOf(thumb), pageStep(track));
    if (value === null) return;
    event.preventDefault();
    const next = move(thumb, value);
    clearPause();
    pause.current = setTimeout(() => apply(next), keyboardPauseMs);
  };

  const valueAt = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return null;
    return valueAtRatio(track, (clientX - rect.left) / rect.width);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const value = valueAt(event.clientX);
    if (value === null || event.button !== 0) return;
    const thumb: ThumbName =
      Math.abs(value - thumbs.low) <= Math.abs(value - thumbs.high) && value <= thumbs.high ? 'low' : 'high';
    dragging.current = thumb;
    event.currentTarget.setPointerCapture(event.pointerId);
    document.getElementById(`${id}-${thumb}`)?.focus();
    move(thumb, value);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const value = dragging.current === null ? null : valueAt(event.clientX);
    if (dragging.current !== null && value !== null) move(dragging.current, value);
  };
  const onPointerUp = () => {
    if (dragging.current === null) return;
    dragging.current = null;
    apply(thumbsRef.current);
  };

  const money = (value: number) => formatMoneyIn(value * minorPerMajor, currency, language);
  const span = track.highest - track.lowest;
  const percent = (value: number) => `${((value - track.lowest) / span) * 100}%`;
  const thumb = (which: ThumbName, label: string) => {
    const limits = limitsOf(which);
    return (
      <div
        id={`${id}-${which}`}
        role="slider"
        tabIndex={0}
        className={`price-slider__thumb price-slider__thumb--${which}`}
        style={{ left: percent(thumbs[which]) }}
        aria-label={label}
        aria-valuemin={limits.min}
        aria-valuemax={limits.max}
        aria-valuenow={thumbs[which]}
        aria-valuetext={money(thumbs[which])}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown(which)}
      />
    );
  };
  return (
    <fieldset className="facet-group price-slider">
      <legend className="facet-group__name">{name}</legend>
      <p className="price-slider__values" id={`${id}-values`}>
        {t('facet.price-range', { from: money(thumbs.low), to: money(thumbs.high) })}
      </p>
      <div
        ref={trackRef}
        className="price-slider__track"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div
          className="price-slider__range"
          style={{ left: percent(thumbs.low), right: `calc(100% - ${percent(thumbs.high)})` }}
        />
        {thumb('low', t('facet.price-lowest'))}
        {thumb('high', t('facet.price-highest'))}
      </div>
    </fieldset>
  );
}
