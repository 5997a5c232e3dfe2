import { currencyDecimals } from '@shop/commerce';
import type { Area } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { SwatchImage } from '../../../components/ui/swatch-image.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import { facetOptionImage, facetOptionLabel } from '../facet-labels.ts';
import { type FacetGroupView, visibleOptionsPerGroup, visibleSlice } from '../facet-view.ts';
import type { SliderSelection } from '../search-state.ts';

type FacetGroupProps = {
  group: FacetGroupView;
  /** The area's prints: the print facet shows their images. */
  prints: Area['prints'];
  onToggle: (field: string, key: string) => void;
  onRange: (field: string, selection: SliderSelection) => void;
  /** The currency of the price facet (the request's currency); the visitor types whole units of it. */
  currency: string;
};

/** One facet: a fieldset of checkboxes (10 shown, show more / less) or a from–to range for sliders. */
export function FacetGroup({ group, prints, onToggle, onRange, currency }: FacetGroupProps) {
  const t = useT();
  const tc = useTranslateCount();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const name = t(`facet.${group.field}`);
  if (group.range) {
    return (
      <RangeFacet
        group={group}
        name={`${name} (${currency})`}
        onRange={onRange}
        minorPerMajor={10 ** currencyDecimals(currency)}
      />
    );
  }
  const { shown, hiddenCount, canToggle } = visibleSlice(
    group.options,
    expanded,
    visibleOptionsPerGroup,
    (option) => option.selected,
  );
  const withImages = group.queryField === 'color' || group.queryField === 'print';
  return (
    <fieldset className="facet-group">
      <legend className="facet-group__name">{name}</legend>
      <ul
        id={`${id}-options`}
        className={`facet-group__options list-unstyled${withImages ? ' has-images' : ''}`}
      >
        {shown.map((option) => {
          const label = facetOptionLabel(t, group, option);
          const image = facetOptionImage(group, option, prints);
          return (
            <li key={option.key}>
              <label className="facet-option">
                <input
                  type="checkbox"
                  className="form-check-input"
                  checked={option.selected}
                  onChange={() => onToggle(group.field, option.key)}
                />
                {image ? (
                  <SwatchImage
                    src={image}
                    size={20}
                    className="facet-option__image"
                    colorCode={group.queryField === 'color' ? option.key : undefined}
                  />
                ) : null}
                <span className="facet-option__label">
                  {label}
                  <span className="visually-hidden">, {tc('facet.count', option.count)}</span>
                </span>
                <span className="facet-option__count" aria-hidden="true">
                  {option.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {canToggle ? (
        <button
          type="button"
          className="btn btn-link btn-sm facet-group__more"
          aria-expanded={hiddenCount === 0}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded(hiddenCount > 0)}
        >
          {hiddenCount > 0 ? t('facet.show-more', { count: hiddenCount }) : t('facet.show-less')}
        </button>
      ) : null}
    </fieldset>
  );
}

function RangeFacet({
  group,
  name,
  onRange,
  minorPerMajor,
}: {
  group: FacetGroupView;
  name: string;
  onRange: FacetGroupProps['onRange'];
  minorPerMajor: number;
}) {
  const t = useT();
  const id = useId();
  const range = group.range;
  if (!range) return null;
  const major = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(Math.floor(value / minorPerMajor));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (field: string) => {
      const value = Number.parseInt(String(form.get(field) ?? ''), 10);
      return Number.isFinite(value) && value >= 0 ? value * minorPerMajor : undefined;
    };
    const selection: SliderSelection = {};
    const min = read('min');
    const max = read('max');
    if (min !== undefined) selection.min = min;
    if (max !== undefined) selection.max = max;
    onRange(group.field, selection);
  };
  return (
    <fieldset className="facet-group">
      <legend className="facet-group__name">{name}</legend>
      <form className="facet-range" onSubmit={submit} key={`${range.selected.min}-${range.selected.max}`}>
        <label htmlFor={`${id}-min`} className="visually-hidden">
          {t('facet.range-from')}
        </label>
        <input
          id={`${id}-min`}
          name="min"
          type="number"
          inputMode="numeric"
          min={0}
          className="form-control form-control-sm"
          placeholder={major(range.min)}
          defaultValue={major(range.selected.min)}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-max`} className="visually-hidden">
          {t('facet.range-to')}
        </label>
        <input
          id={`${id}-max`}
          name="max"
          type="number"
          inputMode="numeric"
          min={0}
          className="form-control form-control-sm"
          placeholder={major(range.max === null ? null : range.max + minorPerMajor - 1)}
          defaultValue={major(range.selected.max)}
        />
        <button type="submit" className="btn btn-outline-primary btn-sm">
          {t('facet.range-apply')}
        </button>
      </form>
    </fieldset>
  );
}
