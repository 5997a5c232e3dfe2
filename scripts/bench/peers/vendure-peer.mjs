// `npm run bench:peers`: the shop's API host and Vendure 3.7.3 side by side on this machine, on the same
// catalogue, driven with the same request shapes: product data, search with facets (repeated and every query
// new), add to cart (+1) and the calculation of a 10-line cart; p50/p95 and req/s per row and the ratio. A
// benchmark, not a test: figures are printed, never asserted (issue 34).
//
// Vendure is installed from the npm registry into a folder of the system's temporary directory (kept between
// runs, like its database), loaded with the shop's bench catalogue as read from the shop's own API (names,
// descriptions, categories, brands, every variant's colour, size and list price) through Vendure's CSV
// importer, and runs on PostgreSQL (its production database; the shop runs on its default, the embedded
// PGlite, as `npm run bench` does). Options: --styles N (5000) --duration S (10) --connections N (10)
// --postgres URL (the server Vendure's database `nordlys_peer_vendure` goes on; default the local one)
// --searches N (300 of the 900 different searches for the "every query new" row). The first run installs and
// imports (about 13 minutes for 5,000 styles and 91,608 variants, then 8 for Vendure's search index).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { endpoints } from '@shop/contracts/endpoints';
import { startApi } from '../../servers.mjs';
import { benchDataDir, ensureBenchData } from '../bench-data.mjs';
import { cartScenarios } from '../cart-scenarios.mjs';
import { measure } from '../measure.mjs';
import { catalogueProductIds, facetConfig, terms } from '../scenarios.mjs';

const vendureVersion = '3.7.3';
const pgVersion = '8.23.1';
const databaseName = 'nordlys_peer_vendure';

const { values } = parseArgs({
  options: {
    styles: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3501' },
    'vendure-port': { type: 'string', default: '3600' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    // How many of the 900 different searches (term, colours, sizes, page) the "every query new" row sends.
    searches: { type: 'string', default: '300' },
  },
});
const searches = Math.min(900, Number(values.searches));
const styles = Number(values.styles);
const duration = Number(values.duration);
const connections = Number(values.connections);
const vendurePort = Number(values['vendure-port']);
const vendureUrl = `http://127.0.0.1:${vendurePort}`;
const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'EUR' };
const here = path.dirname(fileURLToPath(import.meta.url));
const work = path.join(tmpdir(), 'nordlys-peers', `vendure-${vendureVersion}`);

/** Answered requests a second over the load's wall time (Vendure's search is below one at ten clients). */
const perSecond = (figures) => figures.requests / figures.seconds;
const rate = (figures) => {
  const value = perSecond(figures);
  return value >= 10 ? String(Math.round(value)) : value.toFixed(1);
};
const latency = (figures) =>
  figures.requests > 0 ? `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)}` : 'no answer';

function rotate(list) {
  let i = 0;
  return () => list[i++ % list.length];
}

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return { body: await response.json(), headers: response.headers };
}

/** One GraphQL call to Vendure; throws on GraphQL errors; answers the data and the session token it sent. */
async function graphql(api, query, variables = {}, token = null) {
  const { body, headers } = await post(
    `${vendureUrl}/${api}`,
    { query, variables },
    token ? { authorization: `Bearer ${token}` } : {},
  );
  if (body.errors) throw new Error(`Vendure ${api}: ${JSON.stringify(body.errors).slice(0, 500)}`);
  return { data: body.data, token: headers.get('vendure-auth-token') ?? token };
}

// --- The shop's catalogue, read through its own API -------------------------------------------------------

async function readCatalogue(apiUrl) {
  const ids = await catalogueProductIds(apiUrl);
  const products = [];
  for (let i = 0; i < ids.length; i += 50) {
    const { body } = await post(`${apiUrl}${endpoints.product.getProductsByIds.path}`, {
      area,
      ids: ids.slice(i, i + 50),
      includeOutOfStockColors: true,
    });
    products.push(...ids.slice(i, i + 50).map((id) => body.items[id]));
  }
  return products.filter(Boolean);
}

function csvField(value) {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Vendure's import format: the first row of a product names it, each further row is one more variant. */
function vendureCsv(products) {
  const header = [
    'name',
    'slug',
    'description',
    'assets',
    'facets',
    'optionGroups',
    'optionValues',
    'sku',
    'price',
    'taxCategory',
    'stockOnHand',
    'trackInventory',
    'variantAssets',
    'variantFacets',
  ];
  const facetSafe = (text) => String(text).replaceAll(/[|:]/g, ' ');
  const rows = [header.join(',')];
  for (const product of products) {
    const basePrice = product.unitPrices.find((price) => price.variantId === null)?.price ?? 0;
    product.variants.forEach((variant, index) => {
      const price = product.unitPrices.find((p) => p.variantId === variant.id)?.price ?? basePrice;
      const first = index === 0;
      rows.push(
        [
          first ? product.name : '',
          first ? product.url.split('/').at(-1) : '',
          first ? product.description : '',
          '',
          first
            ? `category:${facetSafe(product.categories[0] ?? 'none')}|brand:${facetSafe(product.specifications?.brand ?? 'Nordlys')}`
            : '',
          first ? 'size|colour' : '',
          `${facetSafe(variant.size)}|${facetSafe(variant.colorCode)}`,
          variant.id,
          (price / 100).toFixed(2),
          'standard',
          // Stock is tracked, as the shop checks it at add, and enough for every add of the run.
          '1000000',
          'true',
          '',
          `colour:${facetSafe(variant.colorCode)}|size:${facetSafe(variant.size)}`,
        ]
          .map(csvField)
          .join(','),
      );
    });
  }
  return `${rows.join('\n')}\n`;
}

// --- Vendure: install, database, import, serve ------------------------------------------------------------

function installVendure() {
  const installed = path.join(work, 'node_modules/@vendure/core/package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === vendureVersion) return;
  mkdirSync(work, { recursive: true });
  writeFileSync(path.join(work, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  console.log(`Installing @vendure/core@${vendureVersion} and pg@${pgVersion} into ${work}…`);
  const result = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--save-exact',
      `@vendure/core@${vendureVersion}`,
      `pg@${pgVersion}`,
    ],
    { cwd: work, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('Installing Vendure failed');
}

function vendureEnv() {
  const server = new URL(values.postgres);
  return {
    ...process.env,
    VENDURE_PORT: String(vendurePort),
    VENDURE_DB_HOST: server.hostname,
    VENDURE_DB_PORT: server.port || '5432',
    VENDURE_DB_USER: decodeURIComponent(server.username || 'postgres'),
    VENDURE_DB_PASSWORD: decodeURIComponent(server.password),
    VENDURE_DB_NAME: databaseName,
  };
}

async function loadVendure(products) {
  const marker = path.join(work, 'loaded.json');
  const wanted = JSON.stringify({ styles, products: products.length, postgres: values.postgres });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  const { Client } = createRequire(path.join(work, 'package.json'))('pg');
  const admin = new Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const csv = path.join(work, 'products.csv');
  writeFileSync(csv, vendureCsv(products));
  console.log(`Importing ${products.length} products into Vendure (its CSV importer)…`);
  const started = performance.now();
  const result = spawnSync('node', ['vendure-app.mjs', 'populate', csv], {
    cwd: work,
    stdio: 'inherit',
    env: vendureEnv(),
  });
  if (result.status !== 0) throw new Error('The Vendure import failed');
  console.log(`Imported in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  writeFileSync(marker, wanted);
}

/** Waits (at most 10 minutes) until no statement runs in Vendure's database. */
async function vendureDatabaseIdle() {
  const { Client } = createRequire(path.join(work, 'package.json'))('pg');
  const client = new Client({ connectionString: values.postgres });
  await client.connect();
  try {
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      const { rows } = await client.query(
        "SELECT count(*)::int AS running FROM pg_stat_activity WHERE datname = $1 AND state = 'active'",
        [databaseName],
      );
      if (rows[0].running === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}

async function startVendure() {
  const child = spawn('node', ['vendure-app.mjs', 'serve'], {
    cwd: work,
    env: vendureEnv(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Vendure did not start within 120 s')), 120_000);
    child.on('exit', (code) => reject(new Error(`Vendure exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('vendure listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Rebuilds Vendure's search index after an import and waits for its job (bounded: 30 minutes); a later run
 * on the same import finds it built.
 */
async function reindexVendure() {
  const marker = path.join(work, 'indexed.json');
  const loaded = readFileSync(path.join(work, 'loaded.json'), 'utf8');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === loaded) return;
  const login = await graphql(
    'admin-api',
    'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }',
  );
  const { data } = await graphql('admin-api', 'mutation { reindex { id } }', {}, login.token);
  console.log("Building Vendure's search index…");
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    // `job(jobId)` finds nothing in the in-memory job queue; the list does.
    const jobs = await graphql(
      'admin-api',
      'query { jobs(options: { take: 100 }) { items { id state } } }',
      {},
      login.token,
    );
    const job = jobs.data.jobs.items.find((item) => item.id === data.reindex.id);
    if (job?.state === 'COMPLETED') break;
    if (job?.state === 'FAILED') throw new Error('Vendure search reindex failed');
    if (Date.now() > deadline) throw new Error('Vendure search reindex took over 30 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  writeFileSync(marker, loaded);
}

// --- The request shapes ------------------------------------------------------------------------------------

const selectedColors = ['rose', 'blue', 'black'];
const selectedSizes = ['104', '110', '116', 'M'];
const colorSets = [['rose'], ['blue'], ['black'], ['rose', 'blue'], ['papaya', 'mist']];
const sizeSets = [[], ['104'], ['110', '116'], ['M'], ['S', 'M', 'L'], ['92', '98', '104']];
/** The shop's facets of a search, as the storefront asks for them. */
const shopFacets = ({ color, size } = {}) => facetConfig({ color, size: size?.length ? size : undefined });
/** Every search: a term, a colour and a size selection, a page. */
const searchCombos = ({ unique }) =>
  unique
    ? terms.flatMap((term) =>
        colorSets.flatMap((color) =>
          sizeSets.flatMap((size) => [0, 30, 60].map((skip) => ({ term, color, size, skip }))),
        ),
      )
    : terms.flatMap((term) => [
        { term, skip: 0 },
        { term, color: selectedColors, size: selectedSizes, skip: 0 },
      ]);

/** `searches` of the list, spread over all of it (every term, colour and size set). */
const spread = (list) =>
  Array.from(
    { length: Math.min(searches, list.length) },
    (_, i) => list[Math.floor((i * list.length) / searches)],
  );

const vendureSearchQuery = `query ($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items { productId productName slug sku priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } productAsset { preview } }
    facetValues { count facetValue { id name facet { id name } } }
  }
}`;
const vendureProductQuery = `query ($slug: String!) {
  product(slug: $slug) {
    id name slug description
    facetValues { name facet { name } }
    variants { id sku name price priceWithTax currencyCode stockLevel options { code name group { code } } }
  }
}`;
const vendureOrderFields = `id code totalQuantity subTotal subTotalWithTax shippingWithTax total totalWithTax
  lines { id quantity unitPriceWithTax linePriceWithTax productVariant { id sku name } }
  taxSummary { taxRate taxBase taxTotal }`;
const vendureAddQuery = `mutation ($id: ID!, $quantity: Int!) {
  addItemToOrder(productVariantId: $id, quantity: $quantity) {
    __typename
    ... on Order { id totalQuantity totalWithTax }
    ... on ErrorResult { errorCode message }
  }
}`;
const vendureActiveOrderQuery = `query { activeOrder { ${vendureOrderFields} } }`;

async function shopRows(apiUrl, products) {
  const productIds = products.slice(0, 100).map((product) => product.id);
  const searchBody = ({ term, color, size, skip }) => ({
    path: endpoints.search.getProductsBySearch.path,
    body: {
      area,
      facets: shopFacets({ color, size }),
      skip,
      take: 30,
      search: { match: { field: 'name', query: term } },
      sorting: color ? [{ field: 'name', direction: 'Ascending' }] : [],
    },
  });
  const cart = await cartScenarios(apiUrl);
  const cartRow = (prefix) => cart.find((row) => row.name.startsWith(prefix));
  return {
    product: rotate(
      productIds.map((id) => ({
        path: endpoints.product.getProductsByIds.path,
        body: { area, ids: [id], includeOutOfStockColors: false },
      })),
    ),
    search: rotate(searchCombos({ unique: false }).map(searchBody)),
    uncachedSearch: rotate(spread(searchCombos({ unique: true })).map(searchBody)),
    add: cartRow('add to cart').next,
    calculate: cartRow('cart calculation').next,
  };
}

async function vendureRows(products) {
  const { data } = await graphql(
    'shop-api',
    'query { facets(options: { take: 100 }) { items { code values { id code } } } }',
  );
  const valueIds = (facetCode, codes) => {
    const facet = data.facets.items.find((item) => item.code === facetCode);
    return (codes ?? [])
      .map((code) => facet?.values.find((value) => value.code === code)?.id)
      .filter(Boolean);
  };
  const searchRequest = ({ term, color, size, skip }) => {
    const filters = [];
    if (color) filters.push({ or: valueIds('colour', color) });
    if (size?.length) filters.push({ or: valueIds('size', size) });
    return {
      path: '/shop-api',
      body: {
        query: vendureSearchQuery,
        variables: {
          input: {
            term,
            groupByProduct: true,
            take: 30,
            skip,
            facetValueFilters: filters,
            ...(color ? { sort: { name: 'ASC' } } : {}),
          },
        },
      },
    };
  };
  // Ten anonymous sessions add +1 of 40 variants in turn, as the shop's ten visitors do.
  const variantIds = [];
  for (const product of products.slice(0, 10)) {
    const { data: found } = await graphql('shop-api', vendureProductQuery, {
      slug: product.url.split('/').at(-1),
    });
    variantIds.push(...found.product.variants.map((variant) => variant.id));
  }
  const sessions = async (count, lines, quantity) => {
    const tokens = [];
    for (let i = 0; i < count; i++) {
      let token = null;
      for (const id of lines(i)) {
        const added = await graphql('shop-api', vendureAddQuery, { id, quantity }, token);
        if (added.data.addItemToOrder.__typename !== 'Order') {
          throw new Error(`Vendure refused an add: ${JSON.stringify(added.data.addItemToOrder)}`);
        }
        token = added.token;
      }
      tokens.push(token);
    }
    return tokens;
  };
  const addTokens = await sessions(10, (i) => [variantIds[i]], 1);
  const calcTokens = await sessions(7, (i) => variantIds.slice(40 + i * 3, 40 + i * 3 + 10), 2);
  const nextAddToken = rotate(addTokens);
  const nextAddVariant = rotate(variantIds.slice(0, 40));
  const nextCalcToken = rotate(calcTokens);
  return {
    product: rotate(
      products.slice(0, 100).map((product) => ({
        path: '/shop-api',
        body: { query: vendureProductQuery, variables: { slug: product.url.split('/').at(-1) } },
      })),
    ),
    search: rotate(searchCombos({ unique: false }).map(searchRequest)),
    uncachedSearch: rotate(spread(searchCombos({ unique: true })).map(searchRequest)),
    add: () => ({
      path: '/shop-api',
      headers: { authorization: `Bearer ${nextAddToken()}` },
      body: { query: vendureAddQuery, variables: { id: nextAddVariant(), quantity: 1 } },
    }),
    calculate: () => ({
      path: '/shop-api',
      headers: { authorization: `Bearer ${nextCalcToken()}` },
      body: { query: vendureActiveOrderQuery },
    }),
  };
}

/** Each request shape once against Vendure, its answer checked, so no row measures GraphQL errors. */
async function checkVendure(rows) {
  for (const [name, next] of Object.entries(rows)) {
    const request = next();
    const { body } = await post(`${vendureUrl}${request.path}`, request.body, request.headers);
    if (body.errors) throw new Error(`Vendure ${name}: ${JSON.stringify(body.errors).slice(0, 500)}`);
    const answer = Object.values(body.data)[0];
    if (!answer || answer.__typename?.endsWith('Error'))
      throw new Error(`Vendure ${name}: ${JSON.stringify(body.data)}`);
  }
}

// --- Run -----------------------------------------------------------------------------------------------------

ensureBenchData({ styles, images: true });
const shop = await startApi({
  apiPort: Number(values.port),
  stdio: 'ignore',
  env: {
    DATA_DIR: benchDataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  },
});
let vendure = null;
const results = [];
try {
  const products = await readCatalogue(shop.apiUrl);
  console.log(
    `The shop's catalogue: ${products.length} styles, ${products.reduce((n, p) => n + p.variants.length, 0)} variants`,
  );
  installVendure();
  copyFileSync(path.join(here, 'vendure-app.mjs'), path.join(work, 'vendure-app.mjs'));
  await loadVendure(products);
  vendure = await startVendure();
  await reindexVendure();
  const ours = await shopRows(shop.apiUrl, products);
  const theirs = await vendureRows(products);
  await checkVendure(theirs);
  const plan = [
    { key: 'product', name: 'product data (1 product, 100 in turn)' },
    { key: 'search', name: 'search with facets (20 searches in turn)' },
    { key: 'uncachedSearch', name: 'search with facets, every query new', once: true },
    { key: 'add', name: 'add to cart (+1)' },
    { key: 'calculate', name: 'cart calculation, 10 lines' },
  ];
  const loadAtStart = loadavg()[0];
  for (const row of plan) {
    for (const conn of row.once ? [1] : [1, connections]) {
      const figures = {};
      for (const [side, baseUrl, next] of [
        ['shop', shop.apiUrl, ours[row.key]],
        ['vendure', vendureUrl, theirs[row.key]],
      ]) {
        if (row.once) {
          figures[side] = await measure({ name: row.name, baseUrl, connections: 1, amount: searches, next });
        } else {
          await measure({ name: row.name, baseUrl, connections: conn, duration: 2, next });
          figures[side] = await measure({ name: row.name, baseUrl, connections: conn, duration, next });
        }
        // A request the load gave up on (10 s) may still run in Vendure's database: let it end first.
        await vendureDatabaseIdle();
      }
      results.push({ name: row.name, conn, ...figures });
      const { shop: a, vendure: b } = figures;
      console.log(
        `${row.name}, ${conn} client(s): shop ${rate(a)}/s p50 ${a.p50.toFixed(1)} ms, Vendure ${rate(b)}/s p50 ${b.p50.toFixed(1)} ms`,
      );
    }
  }
  console.log(
    `\nThe shop (API host, embedded PGlite) and Vendure ${vendureVersion} (PostgreSQL), ${products.length} styles, on loopback, ${duration} s per row after 2 s of warm-up (Node ${process.version}, ${cpus().length} cores, 1-min load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end)\n`,
  );
  const table = [
    [
      'scenario',
      'conn',
      'shop req/s',
      'shop p50 / p95 ms',
      'Vendure req/s',
      'Vendure p50 / p95 ms',
      'rate ×',
      'p50 ×',
      'errors',
    ],
    ...results.map(({ name, conn, shop: a, vendure: b }) => [
      name,
      String(conn),
      rate(a),
      latency(a),
      rate(b),
      latency(b),
      perSecond(b) > 0 ? (perSecond(a) / perSecond(b)).toFixed(1) : '–',
      b.requests > 0 ? (b.p50 / a.p50).toFixed(1) : '–',
      `${a.errors + a.non2xx} / ${b.errors + b.non2xx}`,
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((line) => line[i].length)));
  for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '));
} finally {
  await vendure?.stop();
  await shop.stop();
}
