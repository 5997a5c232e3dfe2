#!/usr/bin/env node
// The module map of docs/architecture.md, drawn from the import graph as check-boundaries.mjs reads it
// (import-graph.mjs): prints a Mermaid flowchart of which unit imports which. module-map.test.ts fails when the
// doc's picture differs from this output, so run `node scripts/module-map.mjs` and paste it after a change.
// - API units: each module folder, flows/, plugins/, lib/, db/, the settings' types (config-types.ts), reading
//   the settings (config.ts, env.ts) and the composition root (app.ts, routes.ts, wiring.ts, server.ts,
//   telemetry.ts). Type imports count.
// - Web units: apps/web/app's folders (features/ as one node, its rule is checked per feature) and its root
//   files. Packages: @shop/contracts, @shop/commerce, @shop/ui-texts.
// Left out so the picture stays readable (the doc says so): edges into lib/, db/ and audit, which most units
// use (each node says how many); the edges out of db/ (schema.ts gathers every module's tables, the seed fills
// them); the composition root's imports of modules (its node says how many); and each unit's use of the
// packages (each package says which app uses it). No subgraph around the API's units: with one, Mermaid's
// layout no longer puts an importer above what it imports. Tests, test support, benchmarks and React
// Router's generated types are not read.
// `--root DIR` draws another tree (the script's tests).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf, isTestCode, packagesOf, sourceFiles } from './import-graph.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootArgument = process.argv.indexOf('--root');
const base = rootArgument > 0 ? path.resolve(process.argv[rootArgument + 1]) : repo;

const apiSrc = path.join(base, 'apps/api/src');
const webApp = path.join(base, 'apps/web/app');
/** The top-level files apart from the composition root: the settings' types, and reading them. */
const topLevel = {
  'config-types.ts': { id: 'api_config_types', name: 'config-types' },
  'config.ts': { id: 'api_config', name: 'config' },
  'env.ts': { id: 'api_config', name: 'config' },
};
const shared = new Set(['lib', 'db', 'audit']);

/** A file's node: `{ id, name }` of its folder (a module's folder under modules/), or the root files' node. */
function nodeOf(dir, prefix, file, rootNode) {
  const parts = path.relative(dir, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return null;
  if (parts.length === 1) return rootNode(parts[0]);
  const name = dir === apiSrc && parts[0] === 'modules' ? parts[1] : parts[0];
  return { id: `${prefix}_${name.replace(/\W/g, '_')}`, name };
}

const apiNode = (file) =>
  nodeOf(apiSrc, 'api', file, (name) => topLevel[name] ?? { id: 'api_root', name: 'root' });
const webNode = (file) => nodeOf(webApp, 'web', file, () => ({ id: 'web_root', name: 'root' }));

/** The nodes of one app's files (id → name) and the edges between them (id → Set(id)). */
function graphOf(dir, node) {
  const names = new Map();
  const edges = new Map();
  for (const file of sourceFiles(dir)) {
    const from = node(file);
    names.set(from.id, from.name);
    for (const { target } of importsOf(file)) {
      // React Router's generated ./+types/… files do not exist in the source tree; CSS is not a unit.
      if (!/\.tsx?$/.test(target) || !fs.existsSync(target) || isTestCode(target)) continue;
      const to = node(target);
      if (!to || to.id === from.id) continue;
      if (!edges.has(from.id)) edges.set(from.id, new Set());
      edges.get(from.id).add(to.id);
    }
  }
  return { names, edges };
}

/** The workspace packages the files under `dir` import. */
const packagesUnder = (dir) => new Set(sourceFiles(dir).flatMap((file) => [...packagesOf(file)]));

const sorted = (values) => [...values].sort();
const edgeList = (edges) =>
  sorted(edges.keys()).flatMap((from) => sorted(edges.get(from)).map((to) => [from, to]));

/** One line per importing node: `from --> a & b` (Mermaid's `&` joins the targets). */
function linkLines(pairs) {
  const targets = new Map();
  for (const [from, to] of pairs) targets.set(from, [...(targets.get(from) ?? []), to]);
  return [...targets].map(([from, to]) => `  ${from} --> ${to.join(' & ')}`);
}

function apiLines({ names, edges }) {
  const folders = /^api_(root|config|config_types|plugins|flows|lib|db)$/;
  const modules = sorted(names.keys()).filter((id) => !folders.test(id));
  const isShared = (id) => shared.has(names.get(id));
  const usersOf = (id) => edgeList(edges).filter(([, to]) => to === id).length;
  const registered = modules.filter((id) => edges.get('api_root')?.has(id)).length;
  const drawn = edgeList(edges).filter(
    ([from, to]) => !isShared(to) && from !== 'api_db' && !(from === 'api_root' && modules.includes(to)),
  );
  return [
    `  api_root["app.ts · routes.ts · wiring.ts (imports ${registered} of ${modules.length} modules)"]`,
    '  api_config["config.ts · env.ts"]',
    '  api_config_types["config-types.ts"]',
    '  api_plugins["plugins/"]',
    '  api_flows["flows/"]',
    ...modules.filter((id) => !isShared(id)).map((id) => `  ${id}["${names.get(id)}"]`),
    '  subgraph api_shared["used by most API units: edges left out"]',
    `    api_lib["lib/ · used by ${usersOf('api_lib')}"]`,
    `    api_db["db/ · used by ${usersOf('api_db')}"]`,
    ...modules.filter(isShared).map((id) => `    ${id}["${names.get(id)} · used by ${usersOf(id)}"]`),
    '  end',
    ...linkLines(drawn),
  ];
}

function webLines({ names, edges }) {
  const label = (id) => (id === 'web_root' ? 'root.tsx · routes.ts · entry.server.tsx' : `${names.get(id)}/`);
  return [
    '  subgraph web["apps/web/app"]',
    ...sorted(names.keys()).map((id) => `    ${id}["${label(id)}"]`),
    '  end',
    ...linkLines(edgeList(edges)),
  ];
}

/** The packages with the apps that use them, and the packages each one uses. */
function packageLines(apps) {
  const names = ['contracts', 'commerce', 'ui-texts'];
  const id = (name) => `pkg_${name.replace(/\W/g, '_')}`;
  const usedBy = (name) =>
    apps
      .filter(([, used]) => used.has(name))
      .map(([app]) => app)
      .join(', ');
  const edges = names.flatMap((name) =>
    sorted(packagesUnder(path.join(base, 'packages', name, 'src')))
      .filter((used) => names.includes(used) && used !== name)
      .map((used) => [id(name), id(used)]),
  );
  return [
    '  subgraph packages["packages"]',
    ...names.map((name) => `    ${id(name)}["${name} (${usedBy(name) || 'no app'})"]`),
    '  end',
    ...linkLines(edges),
  ];
}

const apps = [
  ['API', packagesUnder(apiSrc)],
  ['web', packagesUnder(webApp)],
];
const picture = [
  'flowchart TD',
  ...apiLines(graphOf(apiSrc, apiNode)),
  ...webLines(graphOf(webApp, webNode)),
];
console.log([...picture, ...packageLines(apps)].join('\n'));
