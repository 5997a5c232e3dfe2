import { singleColorPath } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The swatch address before its hex digits, as an SQL literal: the contracts own the address, and the
 * statement's text (which the source fingerprint hashes) still carries it.
 */
export const swatchPathPrefix: SQL = sql.raw(`'${singleColorPath('')}'`);

/** The text search configuration of a language column: English and Danish stem, anything else is 'simple'. */
export const textConfigOf = (languageColumn: SQL): SQL =>
  sql`(case ${languageColumn} when 'da' then 'danish' when 'en' then 'english' else 'simple' end)::regconfig`;

/**
 * Product search documents, one per product and language, from the catalogue in one query.
 *
 * Decisions (see also the contract's TSDoc):
 * - A colour is hidden when it is outphasing and has no stock left: nothing can be ordered and it will not
 *   come back. A product with no visible colour is hidden from search. Colour, size, season and drop
 *   facets count visible colours only.
 * - Facets are per product: a product matches 'color:rose' and 'size:92' when it has both, even if no
 *   single variant does.
 * - stockKind: 2Stock = a stock-orderable colour with B2B stock on hand; 1Preorder = a presale colour;
 *   3FutureStock = a stock-orderable colour with incoming B2B stock (a dated row that is not its preorder
 *   drop); 0Essentials / 4OnSale = an essential / on-sale colour.
 * - price = the price the tile shows, per currency: the retail price ('RETAIL <currency>' group, unit CU, at
 *   quantity 1) of the tile's variant (the shown colour's first variant, `firstVariantId`), chosen as
 *   resolvePrice chooses (variant beats product, the highest quantity break up to 1, then the lower price),
 *   valid on the day of the rebuild. Another colour's sale price never counts (issue 28 item 5: the price
 *   filter matched a tile showing 120.95 € at 38–103 € through another colour's sale price).
 */
export const productDocuments = sql`
with recursive
visible as (
  select pc.*, s.description as season_description, c.hex, c.name_en as color_name_en, c.name_da as color_name_da
  from product_colors pc
  join colors c on c.code = pc.color_code
  join seasons s on s.code = pc.season_code
  where not (pc.outphasing and not pc.has_stock)
),
future_colors as (
  select distinct v.product_id, v.color_code
  from stock st
  join variants v on v.id = st.variant_id
  join visible vc on vc.product_id = v.product_id and vc.color_code = v.color_code
  left join delivery_drops dd on dd.code = vc.delivery_drop_code
  where vc.allow_stock_order and st.location_id = 'B2B' and st.available_date is not null and st.volume > 0
    and st.available_date is distinct from dd.available_date
),
languages(language_code) as (values ('en'), ('da')),
colour_lists as (
  select vc.product_id, l.language_code,
    jsonb_agg(jsonb_build_object(
      'code', vc.color_code,
      'name', case l.language_code when 'da' then vc.color_name_da else vc.color_name_en end,
      'hex', vc.hex,
      'swatchImage', ${swatchPathPrefix} || ltrim(vc.hex, '#'),
      'firstVariantId', vc.first_variant_id,
      'hasStock', vc.has_stock,
      'onSale', vc.on_sale,
      'isPreview', vc.is_preview,
      'essential', vc.essential
    ) order by vc.sort_order) as colors,
    string_agg(case l.language_code when 'da' then vc.color_name_da else vc.color_name_en end, ' '
      order by vc.sort_order) as color_names
  from visible vc cross join languages l
  group by vc.product_id, l.language_code
),
flags as (
  select vc.product_id,
    bool_or(vc.essential) as essential, bool_or(vc.on_sale) as on_sale, bool_and(vc.is_preview) as is_preview,
    bool_or(vc.top_seller) as top_seller, bool_or(vc.hero_product) as hero_product,
    bool_or(vc.key_product) as key_product, bool_or(vc.has_stock) as has_stock,
    bool_or(vc.allow_stock_order and vc.has_stock) as kind_stock, bool_or(vc.allow_presale) as kind_preorder,
    bool_or(fc.product_id is not null) as kind_future,
    (array_agg(vc.color_code order by vc.color_code = p.primary_color_code desc, vc.sort_order))[1] as shown_color,
    (array_agg(vc.first_variant_id order by vc.color_code = p.primary_color_code desc, vc.sort_order))[1]
      as first_variant_id,
    (array_agg(vc.season_description order by vc.sort_order))[1] as season_description,
    array_agg(distinct 'color:' || vc.color_code) || array_agg(distinct 'season:' || vc.season_code)
      || coalesce(array_agg(distinct 'deliveryDrop:' || vc.delivery_drop_code)
        filter (where vc.delivery_drop_code is not null), '{}') as colour_keys
  from visible vc
  join products p on p.id = vc.product_id
  left join future_colors fc on fc.product_id = vc.product_id and fc.color_code = vc.color_code
  group by vc.product_id
),
sizes as (
  select v.product_id, array_agg(distinct 'size:' || v.size) as keys
  from variants v join visible vc on vc.product_id = v.product_id and vc.color_code = v.color_code
  group by v.product_id
),
placed(product_id, category_id) as (
  select product_id, category_id from product_categories
  union select id, primary_category_id from products
  union select placed.product_id, c.parent_id from placed join categories c on c.id = placed.category_id
    where c.parent_id is not null
),
category_keys as (
  select product_id, array_agg(distinct 'category:' || category_id) as keys from placed group by product_id
),
prices as (
  select product_id, jsonb_object_agg(currency_code, price) as prices
  from (
    select distinct on (e.product_id, g.currency_code) e.product_id, g.currency_code, e.unit_price as price
    from price_list_entries e
    join price_groups g on g.code = e.price_group_code and g.kind = 'retail' and g.currency_code = e.currency_code
    join flags f on f.product_id = e.product_id
    where e.customer_number is null and e.unit_id = 'CU' and e.min_quantity <= 1
      and (e.valid_from is null or e.valid_from <= current_date)
      and (e.valid_to is null or e.valid_to >= current_date)
      and (e.variant_id is null or e.variant_id = f.first_variant_id)
    order by e.product_id, g.currency_code, e.variant_id is not null desc, e.min_quantity desc, e.unit_price
  ) shown
  group by product_id
),
images as (
  select distinct on (m.product_id) m.product_id, m.path
  from media m join flags f on f.product_id = m.product_id and f.shown_color = m.color_code
  order by m.product_id, m.sort_order, m.id
),
docs as (
  select p.*, l.language_code, ${textConfigOf(sql`l.language_code`)} as config,
    t.name, t.description, t.url, coalesce(te.name, t.name) as english_name,
    cl.colors, cl.color_names, f.*
  from products p
  join flags f on f.product_id = p.id
  cross join languages l
  join product_translations t on t.product_id = p.id and t.language_code = l.language_code
  left join product_translations te on te.product_id = p.id and te.language_code = 'en'
  join colour_lists cl on cl.product_id = p.id and cl.language_code = l.language_code
)
select 'product' as kind, d.id, d.language_code, null as area_id, d.name, d.english_name as name_en,
  d.number, d.sort_order,
  vectors.name_tsv,
  case when d.language_code = 'en' then vectors.name_tsv else to_tsvector('english', d.english_name) end
    as name_en_tsv,
  vectors.body_tsv,
  vectors.extra_tsv,
  setweight(vectors.name_tsv, 'A') || setweight(vectors.extra_tsv, 'B')
    || setweight(to_tsvector('simple', d.number || ' ' || d.brand), 'C') || setweight(vectors.body_tsv, 'D')
    as text_tsv,
  d.color_names as extra,
  array['id:' || d.id, 'number:' || d.number, 'brand:' || d.brand, 'print:' || coalesce(d.print, ''),
      'onSale:' || case when d.on_sale then 'True' else 'False' end,
      'essential:' || case when d.essential then 'True' else 'False' end,
      'topSeller:' || case when d.top_seller then 'True' else 'False' end,
      'heroProduct:' || case when d.hero_product then 'True' else 'False' end,
      'keyProduct:' || case when d.key_product then 'True' else 'False' end,
      'isPreview:' || case when d.is_preview then 'True' else 'False' end,
      'hasStock:' || case when d.has_stock then 'True' else 'False' end]
    || array_remove(array[
      case when d.essential then 'stockKind:0Essentials' end,
      case when d.kind_preorder then 'stockKind:1Preorder' end,
      case when d.kind_stock then 'stockKind:2Stock' end,
      case when d.kind_future then 'stockKind:3FutureStock' end,
      case when d.on_sale then 'stockKind:4OnSale' end], null)
    || d.colour_keys || coalesce(s.keys, '{}') || coalesce(ck.keys, '{}') as keywords,
  pr.prices,
  jsonb_build_object(
    'id', d.id, 'name', d.name, 'url', d.url, 'brand', d.brand, 'number', d.number, 'image', im.path,
    'primaryColorCode', d.shown_color, 'colors', d.colors, 'firstVariantId', d.first_variant_id,
    'unitId', 'CU', 'essential', d.essential, 'onSale', d.on_sale, 'isPreview', d.is_preview,
    'topSeller', d.top_seller, 'heroProduct', d.hero_product, 'keyProduct', d.key_product,
    'seasonDescription', d.season_description) as item
from docs d
cross join lateral (
  select to_tsvector(d.config, d.name) as name_tsv, to_tsvector(d.config, d.color_names) as extra_tsv,
    to_tsvector(d.config, d.description) as body_tsv
  offset 0 -- keeps the subquery, so each vector is computed once and reused
) vectors
left join sizes s on s.product_id = d.id
left join category_keys ck on ck.product_id = d.id
left join prices pr on pr.product_id = d.id
left join images im on im.product_id = d.id
`;
