import type { SearchFacetOptions, SearchFacetRequest } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { appError } from '../../lib/app-error.ts';
import { cached } from '../../lib/cache/cache.ts';
import type { Ctx } from '../../lib/context.ts';
import { swatchPathPrefix } from './product-documents.ts';
import { keywordValue } from './query-parts.ts';
import { searchCachePrefix } from './rebuild-search-documents.ts';
import type { SearchKind } from './search.tables.ts';
import { type KeywordField, type NumberField, searchFieldsOf } from './search-fields.ts';

export type CheckboxFacet = {
  field: string;
  type: 'CheckboxAnd' | 'CheckboxOr';
  selected: string[];
  /** Over the hits (alias b); null when nothing is selected. */
  filter: SQL | null;
};
export type SliderFacet = {
  field: string;
  column: SQL;
  selected: { min?: number; max?: number } | null;
  filter: SQL | null;
};
export type FacetPlan = { checkboxes: CheckboxFacet[]; sliders: SliderFacet[] };

/** The base query's column holding a number field's value (alias b). */
export const numberColumn = (field: NumberField): SQL => sql.raw(`b."num_${field.name}"`);

function checkboxFacet(facet: SearchFacetRequest, field: KeywordField): CheckboxFacet {
  if (facet.type === 'Slider') {
    throw appError('search.facet-type', `Facet type Slider is not implemented for field ${facet.field}`);
  }
  if (facet.selected !== undefined && !Array.isArray(facet.selected)) {
    throw appError('search.facet-selection', `Facet ${facet.field}: selected must be a list of keys`);
  }
  const selected = [...new Set((facet.selected ?? []).map((key) => keywordValue(field, key)))];
  const keys = selected.map((key) => sql`${`${facet.field}:${key}`}`);
  const operator = facet.type === 'CheckboxAnd' ? sql`@>` : sql`&&`;
  const filter =
    keys.length === 0 ? null : sql`b.keywords ${operator} array[${sql.join(keys, sql`, `)}]::text[]`;
  return { field: facet.field, type: facet.type, selected, filter };
}

function sliderFacet(facet: SearchFacetRequest, field: NumberField): SliderFacet {
  if (facet.type !== 'Slider') {
    throw appError(
      'search.facet-type',
      `Facet type ${facet.type} is not implemented for field ${facet.field}`,
    );
  }
  if (Array.isArray(facet.selected)) {
    throw appError('search.facet-selection', `Facet ${facet.field}: selected must be { min, max }`);
  }
  const column = numberColumn(field);
  const selected = facet.selected ?? null;
  const bounds: SQL[] = [];
  if (selected?.min !== undefined) bounds.push(sql`${column} >= ${sql.raw(String(Number(selected.min)))}`);
  if (selected?.max !== undefined) bounds.push(sql`${column} <= ${sql.raw(String(Number(selected.max)))}`);
  const filter = bounds.length === 0 ? null : sql`(${sql.join(bounds, sql` and `)})`;
  return { field: facet.field, column, selected, filter };
}

/**
 * Check the requested facets against the kind's fields and turn selections into filters. A field that is
 * not a keyword, boolean or number field has no facet configuration; a type that does not fit the field
 * is not implemented for it.
 */
export function planFacets(kind: SearchKind, facets: SearchFacetRequest[]): FacetPlan {
  const plan: FacetPlan = { checkboxes: [], sliders: [] };
  const seen = new Set<string>();
  for (const facet of facets) {
    if (seen.has(facet.field)) {
      throw appError('search.facet-duplicate', `Facet field ${facet.field} is requested twice`);
    }
    seen.add(facet.field);
    const field = searchFieldsOf(kind).get(facet.field);
    if (!field || field.type === 'text') {
      throw appError(
        'search.facet-configuration',
        `Missing search configuration for facet field ${facet.field}`,
      );
    }
    if (field.type === 'number') plan.sliders.push(sliderFacet(facet, field));
    else plan.checkboxes.push(checkboxFacet(facet, field));
  }
  return plan;
}

/** The filters of every facet with a selection except `exceptField`'s. */
export function activeFilters(plan: FacetPlan, exceptField: string | null = null): SQL[] {
  return [...plan.checkboxes, ...plan.sliders]
    .filter((facet) => facet.field !== exceptField && facet.filter !== null)
    .map((facet) => facet.filter as SQL);
}

/** Every facet filter except the one of `exceptField` (CheckboxOr and Slider counts ignore their own). */
export function facetFilters(plan: FacetPlan, exceptField: string | null = null): SQL {
  const filters = activeFilters(plan, exceptField);
  return filters.length === 0 ? sql`true` : sql.join(filters, sql` and `);
}

const keyOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });

/**
 * Facet options in the order the facets were asked for, keys sorted ('92' before '104'); a selected key
 * without hits stays listed with count 0, so it can be unticked.
 */
export function facetOptions(
  facets: SearchFacetRequest[],
  plan: FacetPlan,
  counts: Array<{ field: string; key: string; count: number }>,
  ranges: Record<string, [number | null, number | null]>,
): SearchFacetOptions[] {
  return facets.map((facet) => {
    const slider = plan.sliders.find((candidate) => candidate.field === facet.field);
    if (slider) {
      const [min, max] = ranges[facet.field] ?? [null, null];
      return { field: facet.field, items: [], min: toNumber(min), max: toNumber(max) };
    }
    const checkbox = plan.checkboxes.find((candidate) => candidate.field === facet.field);
    const found = new Map(
      counts.filter((row) => row.field === facet.field).map((row) => [row.key, Number(row.count)]),
    );
    for (const key of checkbox?.selected ?? []) if (!found.has(key)) found.set(key, 0);
    const items = [...found.entries()]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => keyOrder.compare(a.key, b.key));
    return { field: facet.field, items };
  });
}

const toNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Names (and swatches) of facet keys that are catalogue ids or codes, by field, then key. */
export type FacetLabels = Record<string, Record<string, { label: string; image?: string }>>;

const facetLabelsTtlSeconds = 300;

/**
 * The catalogue's names for the product facets whose keys are ids or codes, in one language: categories
 * (a child with its parent's name, as 'Dresses' alone is ambiguous among Girls, Baby and Women), colours
 * with their swatches, seasons and delivery drops. A few hundred rows at most, cached with the search
 * answers (a rebuild of the search documents drops them too).
 */
export async function facetLabels(ctx: Ctx, languageCode: string): Promise<FacetLabels> {
  return cached(
    ctx.cache,
    `${searchCachePrefix}facet-labels:${languageCode}`,
    facetLabelsTtlSeconds,
    async () => {
      const rows = await queryRows<{ field: string; key: string; label: string; image: string | null }>(
        ctx.db,
        sql`select 'category' as field, c.id as key,
          case when pt.name is null then t.name else pt.name || ' / ' || t.name end as label, null as image
        from categories c
        join category_translations t on t.category_id = c.id and t.language_code = ${languageCode}
        left join category_translations pt on pt.category_id = c.parent_id and pt.language_code = ${languageCode}
        union all
        select 'color', code, case when ${languageCode} = 'da' then name_da else name_en end,
          ${swatchPathPrefix} || ltrim(hex, '#')
        from colors
        union all
        select 'season', code, description, null from seasons
        union all
        select 'deliveryDrop', code, name, null from delivery_drops`,
      );
      const labels: FacetLabels = {};
      for (const row of rows) {
        const names = labels[row.field] ?? {};
        names[row.key] = row.image ? { label: row.label, image: row.image } : { label: row.label };
        labels[row.field] = names;
      }
      return labels;
    },
  );
}

/** The options with the catalogue's names added where it has one for the key. */
export function withFacetLabels(options: SearchFacetOptions[], labels: FacetLabels): SearchFacetOptions[] {
  return options.map((facet) => {
    const names = labels[facet.field];
    if (!names) return facet;
    return { ...facet, items: facet.items.map((item) => ({ ...item, ...names[item.key] })) };
  });
}
