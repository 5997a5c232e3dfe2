import type { Area } from '@shop/contracts';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import { type FacetGroupView, groupHasSelection, visibleGroupCount, visibleSlice } from '../facet-view.ts';
import type { SliderSelection } from '../search-state.ts';
import { FacetGroup } from './facet-group.tsx';

type FacetPanelProps = {
  groups: FacetGroupView[];
  prints: Area['prints'];
  currency: string;
  onToggle: (field: string, key: string) => void;
  onRange: (field: string, selection: SliderSelection) => void;
  onClear: () => void;
};

/** Spec §2 / §9: the facet groups, 3 shown until 'show more', with a way to clear every filter. */
export function FacetPanel({ groups, prints, currency, onToggle, onRange, onClear }: FacetPanelProps) {
  const t = useT();
  const tc = useTranslateCount();
  const [expanded, setExpanded] = useState(false);
  const { shown, hiddenCount, canToggle } = visibleSlice(
    groups,
    expanded,
    visibleGroupCount,
    groupHasSelection,
  );
  if (groups.length === 0) return null;
  return (
    <section className="facet-panel" aria-label={t('facet.panel')}>
      {groups.some(groupHasSelection) ? (
        <button type="button" className="btn btn-link btn-sm facet-panel__clear" onClick={onClear}>
          {t('facet.clear-all')}
        </button>
      ) : null}
      {shown.map((group) => (
        <FacetGroup
          key={group.field}
          group={group}
          prints={prints}
          currency={currency}
          onToggle={onToggle}
          onRange={onRange}
        />
      ))}
      {canToggle ? (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm w-100 facet-panel__more"
          aria-expanded={hiddenCount === 0}
          onClick={() => setExpanded(hiddenCount > 0)}
        >
          {hiddenCount > 0 ? tc('facet.more-filters', hiddenCount) : t('facet.fewer-filters')}
        </button>
      ) : null}
    </section>
  );
}
