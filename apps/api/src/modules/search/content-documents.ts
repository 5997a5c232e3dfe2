import { sql } from 'drizzle-orm';
import { textConfigOf } from './product-documents.ts';

/**
 * Category documents per language: title and description; `parentId` '' for top categories, and
 * `category:<ancestor>` for every ancestor, so a search scoped to a category finds its descendants.
 */
export const categoryDocuments = sql`
with recursive above(id, ancestor_id) as (
  select id, parent_id from categories where parent_id is not null
  union select above.id, c.parent_id from above join categories c on c.id = above.ancestor_id
    where c.parent_id is not null
)
select 'category' as kind, d.id, d.language_code, null as area_id, d.name, d.english_name as name_en,
  '' as number, d.sort_order,
  to_tsvector(d.config, d.name) as name_tsv, to_tsvector('english', d.english_name) as name_en_tsv,
  to_tsvector(d.config, d.body) as body_tsv, ''::tsvector as extra_tsv,
  setweight(to_tsvector(d.config, d.name), 'A') || setweight(to_tsvector(d.config, d.body), 'D') as text_tsv,
  '' as extra,
  array['id:' || d.id, 'parentId:' || coalesce(d.parent_id, '')]
    || coalesce((select array_agg('category:' || a.ancestor_id) from above a where a.id = d.id), '{}') as keywords,
  null::jsonb as prices,
  jsonb_build_object('id', d.id, 'title', d.name, 'url', d.url, 'image', d.image, 'parentId', d.parent_id) as item
from (
  select c.id, c.parent_id, c.sort_order, c.image, t.language_code, t.name, t.url,
    coalesce(t.description, '') as body, coalesce(te.name, t.name) as english_name,
    ${textConfigOf(sql`t.language_code`)} as config
  from categories c
  join category_translations t on t.category_id = c.id
  left join category_translations te on te.category_id = c.id and te.language_code = 'en'
) d
`;

/**
 * Page documents per area and language: title, the page's name in the menus (`menuTitle`, else the
 * title) and the text of its blocks (hero, rich text without tags, tile headers) as the body.
 */
export const pageDocuments = sql`
select 'page' as kind, d.id, d.language_code, d.area_id, d.title as name, d.english_title as name_en,
  '' as number, 0 as sort_order,
  to_tsvector(d.config, d.title) as name_tsv, to_tsvector('english', d.english_title) as name_en_tsv,
  to_tsvector(d.config, d.body) as body_tsv, to_tsvector(d.config, d.menu_title) as extra_tsv,
  setweight(to_tsvector(d.config, d.title), 'A') || setweight(to_tsvector(d.config, d.menu_title), 'B')
    || setweight(to_tsvector(d.config, d.body), 'D') as text_tsv,
  d.menu_title as extra,
  array['id:' || d.id, 'parentId:' || coalesce(d.parent_page_id, ''), 'template:' || d.template] as keywords,
  null::jsonb as prices,
  jsonb_build_object('id', d.id, 'menuTitle', d.menu_title, 'title', d.title, 'url', d.url) as item
from (
  select p.id, p.area_id, p.language_code, p.title, p.url, p.parent_page_id, p.template,
    coalesce(pe.title, p.title) as english_title,
    coalesce(menu.name, p.title) as menu_title,
    concat_ws(' ', p.meta_description, (
      select string_agg(concat_ws(' ', b->>'heading', b->>'text',
          regexp_replace(coalesce(b->>'html', ''), '<[^>]*>', ' ', 'g'),
          (select string_agg(tile->>'header', ' ') from jsonb_array_elements(
            case when jsonb_typeof(b->'tiles') = 'array' then b->'tiles' else '[]'::jsonb end) tile)), ' ')
      from jsonb_array_elements(p.blocks) b)) as body,
    ${textConfigOf(sql`p.language_code`)} as config
  from content_pages p
  left join content_pages pe on pe.page_id = p.page_id and pe.area_id = p.area_id and pe.language_code = 'en'
  left join lateral (
    select m.name from menu_items m
    where m.area_id = p.area_id and m.language_code = p.language_code and m.url = p.url
    order by m.sort_order limit 1
  ) menu on true
) d
`;

/** The words of the fuzzy-searchable columns, lower-cased, split at spaces and punctuation. */
export const insertSearchTerms = sql`
insert into search_terms (kind, language_code, source, term)
select distinct d.kind, d.language_code, src.source, word
from search_documents d
cross join lateral (values ('name', d.name), ('name_en', d.name_en), ('extra', d.extra)) src(source, value)
cross join lateral regexp_split_to_table(lower(src.value), '[[:space:][:punct:]]+') word
where word <> ''
`;
