import { categorySearchFields, pageSearchFields, productSearchFields } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import {
  categorySearch,
  danish,
  english,
  idsOf,
  pageSearch,
  productSearch,
  sorted,
  useSearchSuite,
} from '../../test-support/search-kit.ts';

const { shared, products, postSearch, searchProducts } = useSearchSuite();

const words = (name: string) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
const named = (word: string, language: 'en' | 'da' = 'en') =>
  sorted(
    products.filter((p) => words(language === 'en' ? p.nameEn : p.nameDa).includes(word)).map((p) => p.id),
  );
const match = (field: string, query: string, extra: object = {}) => ({ match: { field, query, ...extra } });

describe('full text', () => {
  it('finds every word with operator and, any word with or', async () => {
    const first = words(products.find((p) => named('sweatshirt').includes(p.id))!.nameEn)[0]!;
    const both = named(first).filter((id) => named('sweatshirt').includes(id));
    const either = sorted(new Set([...named(first), ...named('sweatshirt')]));
    expect(both.length).toBeLessThan(either.length);
    const all = await searchProducts({
      search: match('name', `${first} sweatshirt`, { operator: 'and' }),
    });
    const any = await searchProducts({ search: match('name', `${first} sweatshirt`) });
    expect(sorted(idsOf(all))).toEqual(both);
    expect(sorted(idsOf(any))).toEqual(either);
  });

  it('stems English: a plural finds its singular', async () => {
    expect(named('dress').length).toBeGreaterThan(0);
    const answer = await searchProducts({ search: match('text', 'dresses') });
    expect(sorted(idsOf(answer))).toEqual(named('dress'));
  });

  it('stems Danish: "kjoler" finds every "kjole" and answers Danish names', async () => {
    expect(named('kjole', 'da').length).toBeGreaterThan(0);
    const answer = await searchProducts({ area: danish, search: match('text', 'kjoler') });
    expect(sorted(idsOf(answer))).toEqual(named('kjole', 'da'));
    for (const hit of answer.items) expect(hit.item.name).toMatch(/kjole/);
    const inEnglish = await searchProducts({ search: match('text', 'kjoler') });
    expect(inEnglish.items).toEqual([]);
  });

  it("matches the description's words, alone and beside a name clause", async () => {
    // Expected from the catalogue's own descriptions, analysed as the English documents are.
    const described = async (word: string) =>
      sorted(
        (
          await queryRows<{ id: string }>(
            shared.app.db,
            sql`select product_id as id from product_translations
              where language_code = 'en' and to_tsvector('english', description) @@ plainto_tsquery('english', ${word})`,
          )
        )
          .map((row) => row.id)
          .filter((id) => products.some((p) => p.id === id)),
      );
    const merino = await described('merino');
    expect(merino.length).toBeGreaterThan(0);
    expect(merino.length).toBeLessThan(products.length);
    const alone = await searchProducts({ search: match('description', 'merino'), take: 100 });
    expect(sorted(idsOf(alone))).toEqual(merino);
    expect(alone.itemsTotal).toBe(merino.length);
    // The description's words (the texts table) and a name's (the documents) in one query.
    const withName = await searchProducts({
      search: { bool: { must: [match('description', 'merino'), match('name', 'sweatshirt')] } },
      take: 100,
    });
    expect(sorted(idsOf(withName))).toEqual(merino.filter((id) => named('sweatshirt').includes(id)));
  });

  it('matches the last word as a prefix when asked', async () => {
    const prefixed = await searchProducts({ search: match('text', 'sweatsh', { prefix: true }) });
    const plain = await searchProducts({ search: match('text', 'sweatsh') });
    expect(sorted(idsOf(prefixed))).toEqual(named('sweatshirt'));
    expect(plain.items).toEqual([]);
  });
});

describe('fuzzy', () => {
  it.each(['dres', 'drss', 'dresss', 'drses'])('finds dresses for the typo "%s"', async (typo) => {
    const answer = await searchProducts({ search: { fuzzy: { field: 'name.en', value: typo } } });
    expect(sorted(idsOf(answer))).toEqual(named('dress'));
  });

  it('allows two edits in long words and none with fuzziness 0', async () => {
    const long = await searchProducts({
      search: { fuzzy: { field: 'name.en', value: 'swetshrt' } },
    });
    expect(sorted(idsOf(long))).toEqual(named('sweatshirt'));
    const exact = await searchProducts({
      search: { fuzzy: { field: 'name.en', value: 'drss', fuzziness: 0 } },
    });
    expect(exact.items).toEqual([]);
  });

  it('searches the English name from the Danish area too', async () => {
    const answer = await searchProducts({
      area: danish,
      search: { fuzzy: { field: 'name.en', value: 'drss' } },
    });
    expect(sorted(idsOf(answer))).toEqual(named('dress'));
  });
});

describe('bool, term, terms and range', () => {
  it('combines must, filter and mustNot', async () => {
    const dresses = products.filter((p) => named('dress').includes(p.id));
    const brand = dresses[0]!.brand;
    const colour = dresses.flatMap((p) => p.colors)[0]!;
    const answer = await searchProducts({
      search: {
        bool: {
          must: [match('text', 'dress')],
          filter: [{ term: { field: 'color', value: colour } }],
          mustNot: [{ term: { field: 'brand', value: brand } }],
        },
      },
    });
    const expected = dresses.filter((p) => p.colors.includes(colour) && p.brand !== brand).map((p) => p.id);
    expect(sorted(idsOf(answer))).toEqual(sorted(expected));
    expect(dresses.length).toBeGreaterThan(expected.length);
  });

  it('needs minimumShouldMatch should clauses', async () => {
    const [a, b, c] = ['dress', 'sweatshirt', 't-shirt'].map((word) => match('name', word)) as Array<
      ReturnType<typeof match>
    >;
    const one = await searchProducts({ search: { bool: { should: [a, b, c] } } });
    const two = await searchProducts({
      search: { bool: { should: [a, b, c], minimumShouldMatch: 2 } },
    });
    expect(idsOf(one).length).toBeGreaterThan(0);
    expect(two.items).toEqual([]);
  });

  it('finds exact values with term and terms', async () => {
    const [first, second] = sorted(
      new Set(products.flatMap((p) => p.categories.filter((id) => id.includes('-')))),
    );
    const answer = await searchProducts({
      search: { terms: { field: 'category', values: [first!, second!] } },
    });
    const expected = products.filter((p) => p.categories.includes(first!) || p.categories.includes(second!));
    expect(sorted(idsOf(answer))).toEqual(sorted(expected.map((p) => p.id)));
    const one = await searchProducts({
      search: { term: { field: 'number', value: products[3]!.number } },
    });
    expect(idsOf(one)).toEqual([products[3]!.id]);
  });

  it('bounds numbers with range', async () => {
    const prices = products.map((p) => p.retailDkk).sort((a, b) => a - b);
    const [gte, lt] = [prices[2]!, prices[prices.length - 2]!];
    const answer = await searchProducts({
      area: { ...english, currencyCode: 'DKK' },
      search: { range: { field: 'price', gte, lt } },
    });
    const expected = products.filter((p) => p.retailDkk >= gte && p.retailDkk < lt);
    expect(sorted(idsOf(answer))).toEqual(sorted(expected.map((p) => p.id)));
  });

  it('ranks boosted clauses first', async () => {
    const search = (dressBoost: number) =>
      searchProducts({
        search: {
          bool: {
            should: [
              match('name', 'dress', { boost: dressBoost }),
              match('name', 'sweatshirt', { boost: 5 }),
            ],
          },
        },
        sorting: [{ field: 'score', direction: 'Descending' }],
      });
    const sweatshirtsFirst = idsOf(await search(1));
    const dressesFirst = idsOf(await search(25));
    const [dresses, sweatshirts] = [named('dress'), named('sweatshirt')];
    expect(sorted(sweatshirtsFirst.slice(0, sweatshirts.length))).toEqual(sweatshirts);
    expect(sorted(dressesFirst.slice(0, dresses.length))).toEqual(dresses);
  });
});

describe('the field allow-lists of the contract', () => {
  const kinds = [
    [productSearch.operationId, productSearch, productSearchFields],
    [categorySearch.operationId, categorySearch, categorySearchFields],
    [pageSearch.operationId, pageSearch, pageSearchFields],
  ] as const;

  it.each(kinds)('accepts every listed field of %s', async (_name, endpoint, fields) => {
    const nodes = [
      ...fields.text.map((field) => match(field, 'a')),
      ...fields.keyword.map((field) => ({ term: { field, value: 'x' } })),
      ...fields.boolean.map((field) => ({ term: { field, value: true } })),
      ...fields.number.map((field) => ({ range: { field, gte: 0 } })),
    ];
    for (const search of nodes) {
      const { status, body } = await postSearch(endpoint, { area: english, search });
      expect(status, JSON.stringify(body)).toBe(200);
    }
  });
});

describe('bad queries', () => {
  const refused = async (search: unknown) => {
    const { status, body } = await postSearch(productSearch, { area: english, search });
    expect(status, JSON.stringify(body)).toBe(400);
    return body.message as string;
  };
  const nested = (depth: number): unknown =>
    depth === 1 ? match('text', 'dress') : { bool: { must: [nested(depth - 1)] } };

  it('names an unknown field and the fields there are', async () => {
    const message = await refused(match('shoeSize', '42'));
    expect(message).toContain("Unknown search field 'shoeSize'");
    expect(message).toContain('colorName');
  });

  it('refuses a query the field does not support', async () => {
    expect(await refused(match('color', 'rose'))).toContain("Field 'color' does not support match");
    expect(await refused({ term: { field: 'name', value: 'x' } })).toContain(
      "Field 'name' does not support term",
    );
    expect(await refused({ fuzzy: { field: 'description', value: 'x' } })).toContain(
      'does not support fuzzy',
    );
    expect(await refused({ term: { field: 'onSale', value: 'maybe' } })).toContain('True or False');
  });

  it('refuses malformed nodes', async () => {
    expect(
      await refused({ match: { field: 'text', query: 'a' }, term: { field: 'id', value: 'x' } }),
    ).toMatch(/^body\/search/);
    expect(await refused({ wildcard: { field: 'text', value: 'a*' } })).toMatch(/^body\/search/);
  });

  it('refuses trees deeper than 8 levels or bigger than 100 nodes, however deep', async () => {
    expect((await postSearch(productSearch, { area: english, search: nested(8) })).status).toBe(200);
    expect(await refused(nested(9))).toContain('deeper than 8');
    // Sent as text: a client-side JSON.stringify would overflow its own stack first.
    const deep = `${'{"bool":{"must":['.repeat(5000)}{"match":{"field":"text","query":"a"}}${']}}'.repeat(5000)}`;
    const response = await shared.app.inject({
      method: 'POST',
      url: productSearch.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"area":{"areaId":"b2b","languageCode":"en"},"search":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('deeper than 8');
    const wide = {
      bool: { should: Array.from({ length: 50 }, () => ({ bool: { should: [match('text', 'a')] } })) },
    };
    expect(await refused(wide)).toContain('more than 100 nodes');
  });
});
