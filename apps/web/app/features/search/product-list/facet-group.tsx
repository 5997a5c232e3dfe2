import { currencyDecimals } from '@shop/commerce';
import type { Area } from '@shop/contracts';
import { useId, useState } from 'react';
import { SwatchImage } from '../../../components/ui/swatch-image.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import { facetName, facetOptionImage, facetOptionLabel } from '../facet-labels.ts';
import { type FacetGroupView, visibleOptionsPerGroup, visibleSlice } from '../facet-view.ts';
import { sliderTrack } from '../price-slider-model.ts';
import type { SliderSelection } from '../search-state.ts';
import { PriceSlider } from './price-slider.tsx';

type FacetGroupProps = {
  group: FacetGroupView;
  /** The area's prints: the print facet shows their images. */
  prints: Area['prints'];
  onToggle: (field: string, key: string) => void;
  onRange: (field: string, selection: SliderSelection) => void;
  /** The currency of the price facet (the request's currency); the visitor types whole units of it. */
  currency: string;
};

/**
 * One facet: a fieldset of checkboxes (10 shown, show more / less; a CheckboxAnd facet says that products
 * must have every chosen value) or the two-thumb slider for a Slider facet.
 */
export function FacetGroup({ group, prints, onToggle, onRange, currency }: FacetGroupProps) {
  const t = useT();
  const tc = useTranslateCount();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const name = facetName(t, group);
  if (group.range) {
    const minorPerMajor = 10 ** currencyDecimals(currency);
    const track = sliderTrack(group.range.min, group.range.max, minorPerMajor);
    if (!track) return null;
    return (
      <PriceSlider
        name={name}
        track={track}
        selected={group.range.selected}
        currency={currency}
        minorPerMajor={minorPerMajor}
        onChange={(selection) => onRange(group.field, selection)}
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
    <fieldset
      className="facet-group"
      aria-describedby={group.type === 'CheckboxAnd' ? `${id}-match-all` : undefined}
    >
      <legend className="facet-group__name">{name}</legend>
      {group.type === 'CheckboxAnd' ? (
        <p id={`${id}-match-all`} className="facet-group__hint">
          {t('facet.match-all')}
        </p>
      ) : null}
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
