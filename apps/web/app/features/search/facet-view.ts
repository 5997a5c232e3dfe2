import type { SearchFacetOptions } from '@shop/contracts';
import type { FacetConfig } from './search-config.ts';
import type { SearchState, SliderSelection } from './search-state.ts';

/** Spec §9: 10 visible options per group and 3 visible groups, with a show more / less toggle. */
export const visibleOptionsPerGroup = 10;
export const visibleGroupCount = 3;

/** An option as the panel shows it; label and image are the catalogue's, where the API sends them. */
export type FacetOptionView = {
  key: string;
  count: number;
  selected: boolean;
  label?: string;
  image?: string;
};

export type FacetGroupView = FacetConfig & {
  options: FacetOptionView[];
  /** Slider facets: the range among the hits and the chosen bounds. */
  range: { min: number | null; max: number | null; selected: SliderSelection } | null;
};

const byKey = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Spec §9: options are sorted by key (numbers in number order, so size 98 comes before 104), except the
 * deliveryDrop facet, which keeps the API's order (by drop date).
 */
export function sortFacetOptions<T extends { key: string }>(field: string, options: T[]): T[] {
  if (field === 'deliveryDrop') return options;
  return [...options].sort((a, b) => byKey.compare(a.key, b.key));
}

/**
 * The facet panel's groups in configured order. A group without options is left out unless something in
 * it is selected; a selected key the answer no longer counts stays (count 0) so it can be unticked.
 */
export function facetGroups(
  facets: FacetConfig[],
  answer: SearchFacetOptions[],
  state: SearchState,
): FacetGroupView[] {
  const groups: FacetGroupView[] = [];
  for (const facet of facets) {
    const found = answer.find((candidate) => candidate.field === facet.field);
    const selection = state.facetSelected[facet.field];
    if (facet.type === 'Slider') {
      const min = found?.min ?? null;
      const max = found?.max ?? null;
      const selected = selection && !Array.isArray(selection) ? selection : {};
      if (min === null && max === null && !selection) continue;
      groups.push({ ...facet, options: [], range: { min, max, selected } });
      continue;
    }
    const selectedKeys = Array.isArray(selection) ? selection : [];
    const options: FacetOptionView[] = (found?.items ?? []).map((item) => ({
      ...item,
      selected: selectedKeys.includes(item.key),
    }));
    for (const key of selectedKeys) {
      if (!options.some((option) => option.key === key)) options.push({ key, count: 0, selected: true });
    }
    if (options.length === 0) continue;
    groups.push({ ...facet, options: sortFacetOptions(facet.field, options), range: null });
  }
  return groups;
}

/** The first `limit` items unless expanded; a selected item beyond the limit expands the list by itself. */
export function visibleSlice<T>(
  items: T[],
  expanded: boolean,
  limit: number,
  isSelected: (item: T) => boolean = () => false,
): { shown: T[]; hiddenCount: number; canToggle: boolean } {
  const canToggle = items.length > limit;
  const open = expanded || items.slice(limit).some(isSelected);
  const shown = open ? items : items.slice(0, limit);
  return { shown, hiddenCount: items.length - shown.length, canToggle };
}

export function groupHasSelection(group: FacetGroupView): boolean {
  if (group.range) return group.range.selected.min !== undefined || group.range.selected.max !== undefined;
  return group.options.some((option) => option.selected);
}
