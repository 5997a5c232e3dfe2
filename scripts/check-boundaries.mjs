#!/usr/bin/env node
// The module boundaries of DESIGN.md, checked in `npm run lint` (ADR 29); a violation starts with its rule.
// - API imports: a module (apps/api/src/modules/<name>) reaches another module only through its index.ts
//   [deep import] (a *.tables.ts file may name another module's *.tables.ts for a foreign key, and flows/ take
//   tables from the *.tables.ts files); modules never
//   import flows/ [flows import], flows sit above them; lib/ imports no module [lib import]; the graph of
//   modules has no cycle [module cycle].
// - API tables: a module's tables are the `export const NAME = pg…(` objects of its *.tables.ts files.
//   [table import] Only the owning module, db/ and flows/ import them, by name and through any path (an
//   index.ts that re-exports them included); a *.tables.ts file may import another module's *.tables.ts for a
//   foreign key. Other modules ask the owner's service.
//   [table write] Only the owning module writes them: `.insert(X)`, `.update(X)`, `.delete(X)` on a db or a
//   transaction, X bound by an import of another module's table, and `insert into`, `update`, `delete from`
//   in a sql`…` template naming another module's table. flows/ read across modules but do not write: a flow
//   step calls the owner's service with its ctx, which joins the flow's transaction, so a table's rules
//   (allowed transitions, audit, caches, search refresh) stay in its module and every write of a table is
//   found there. The check reads names, not types: a table handed on under another name is not seen.
// - API files [file cycle]: the file-level import graph of apps/api/src (type imports and re-exports count)
//   has no cycle that crosses a unit. The units: each module folder, flows/, lib/, plugins/, db/, and the
//   top-level files together (the composition root and its config). A cycle inside one unit is that unit's
//   own business; every import from one unit into another that lies on a cycle is reported, with the way
//   back.
// - API transactions [transaction]: one way to run in a transaction, `withTransaction(ctx, (scoped) => …)` of
//   lib/context.ts, whose scoped ctx carries the transaction to every service it calls (a nested one becomes
//   a savepoint). A `.transaction(` call anywhere else in apps/api/src is reported; db/ (migrations, seed,
//   the drivers) is outside this rule too.
// - Web: the graph of features (apps/web/app/features/<name>) has no cycle [feature cycle]; lib/ and
//   components/ import no feature [shared import].
// Tests, test support and benchmarks are outside the rules: they may reach anywhere to set up and observe. So
// is the API's database layer (apps/api/src/db) for the import and table rules: schema.ts gathers every
// module's table files for drizzle without loading the modules, and the demo seed fills every module's
// tables. Its files still count in the file graph.
// Prints every violation and exits 1 when there is one. `--root DIR` checks another tree (the script's tests
// in check-boundaries.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf, isTestCode, read, sourceFiles, unitOf } from './import-graph.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootArgument = process.argv.indexOf('--root');
const base = rootArgument > 0 ? path.resolve(process.argv[rootArgument + 1]) : repo;

const apiDb = path.join(base, 'apps/api/src/db');
const inside = (dir, file) => file.startsWith(dir + path.sep);
const isExempt = (file) => isTestCode(file) || inside(apiDb, file);

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

function findCycles(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/** The strongly connected components of a graph (Tarjan): the sets of nodes that reach each other. */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
    } while (member !== node);
    found.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** The shortest way from `from` to `to` inside `within` (breadth first), as a list of nodes. */
function shortestPath(graph, from, to, within) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (within.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const way = [];
  for (let node = to; node !== null; node = previous.get(node)) way.unshift(node);
  return way;
}

const rel = (file) => path.relative(base, file);

/** Each module's table objects: `name → module` and `SQL name → module`, read from its *.tables.ts files. */
function tablesOf(modules, files) {
  const byName = new Map();
  const bySqlName = new Map();
  for (const file of files.filter((each) => each.endsWith('.tables.ts'))) {
    const owner = unitOf(modules, file)?.unit;
    if (!owner) continue;
    const declarations = /export\s+const\s+([\w$]+)\s*=\s*pg\w+\(\s*(?:'([\w]+)')?/g;
    for (const [, name, sqlName] of read(file).matchAll(declarations)) {
      byName.set(name, owner);
      if (sqlName) bySqlName.set(sqlName, owner);
    }
  }
  return { byName, bySqlName };
}

/** `.transaction(` outside lib/context.ts: start it with withTransaction(ctx, …), so the ctx carries it on. */
function checkTransactions(violations, file) {
  const text = read(file);
  for (const match of text.matchAll(/\.transaction\s*\(/g)) {
    violations.push(
      `[transaction] ${rel(file)}:${lineOf(text, match.index)}: start a transaction with ` +
        'withTransaction(ctx, …) from lib/context.ts',
    );
  }
}

function checkTableImports(violations, file, imports, context) {
  const { modules, tables, ownModule } = context;
  for (const entry of imports) {
    const target = unitOf(modules, entry.target);
    // Names bound from the own module are its own (a function may share a table's name elsewhere).
    if (target ? target.unit === ownModule : !inside(apiDb, entry.target)) continue;
    if (entry.all && target && [...tables.byName.values()].includes(target.unit)) {
      violations.push(
        `[table import] ${rel(file)}: re-exports all of module ${target.unit}, its tables included ` +
          `(${entry.statement})`,
      );
      continue;
    }
    const foreignKey = file.endsWith('.tables.ts') && entry.target.endsWith('.tables.ts');
    if (foreignKey) continue;
    const namespaceUses = entry.namespace
      ? [...read(file).matchAll(new RegExp(`\\b${entry.namespace}\\.([\\w$]+)`, 'g'))].map((m) => m[1])
      : [];
    const named = [...entry.names.map((name) => name.imported), ...namespaceUses];
    const foreign = [...new Set(named)].filter((name) => {
      const owner = tables.byName.get(name);
      return owner !== undefined && owner !== ownModule;
    });
    if (foreign.length === 0) continue;
    const owners = [...new Set(foreign.map((name) => tables.byName.get(name)))].join(', ');
    violations.push(
      `[table import] ${rel(file)}: imports the tables ${foreign.join(', ')} of module ${owners} from ` +
        `${rel(entry.target)}; only the owner, db/ and flows/ may (call the owner's service)`,
    );
  }
}

function checkTableWrites(violations, file, imports, context) {
  const { tables, ownModule } = context;
  const text = read(file);
  const bound = new Map();
  const namespaces = new Set();
  for (const entry of imports) {
    for (const { imported, local } of entry.names) bound.set(local, imported);
    if (entry.namespace) namespaces.add(entry.namespace);
  }
  const calls = /\.(insert|update|delete)\(\s*([\w$]+)(?:\.([\w$]+))?\s*\)/g;
  for (const match of text.matchAll(calls)) {
    const [call, , first, member] = match;
    const name = member ? (namespaces.has(first) ? member : null) : bound.get(first);
    const owner = name ? tables.byName.get(name) : undefined;
    if (owner === undefined || owner === ownModule) continue;
    violations.push(
      `[table write] ${rel(file)}:${lineOf(text, match.index)}: ${call.replace(/\s+/g, '')} ` +
        `writes ${name}, a table of module ${owner}; only its module writes it (call the owner's service)`,
    );
  }
  for (const template of text.matchAll(/\bsql`([^`]*)`/g)) {
    const writes = /\b(insert\s+into|update|delete\s+from)\s+"?([\w]+)"?/gi;
    for (const match of template[1].matchAll(writes)) {
      const owner = context.tables.bySqlName.get(match[2]);
      if (owner === undefined || owner === ownModule) continue;
      violations.push(
        `[table write] ${rel(file)}:${lineOf(text, template.index + 4 + match.index)}: SQL ` +
          `"${match[1].replace(/\s+/g, ' ')} ${match[2]}" writes a table of module ${owner}; ` +
          'only its module writes it',
      );
    }
  }
}

/** The unit of an API file for the file-cycle rule: its module, its folder, or the top level. */
function apiUnitOf(src, file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return 'top level';
  return parts[0] === 'modules' ? `modules/${parts[1]}` : `${parts[0]}/`;
}

function checkFileCycles(violations, src, edges) {
  const graph = new Map([...edges].map(([file, targets]) => [file, new Set(targets.keys())]));
  const short = (file) => path.relative(src, file);
  for (const component of components(graph)) {
    if (component.size < 2) continue;
    for (const file of [...component].sort()) {
      for (const [target, typeOnly] of [...edges.get(file)].sort()) {
        if (!component.has(target) || apiUnitOf(src, file) === apiUnitOf(src, target)) continue;
        const back = shortestPath(graph, target, file, component).map(short).join(' → ');
        violations.push(
          `[file cycle] ${rel(file)}: imports${typeOnly ? ' types from' : ''} ${short(target)} ` +
            `(${apiUnitOf(src, file)} → ${apiUnitOf(src, target)}), which leads back: ${back}`,
        );
      }
    }
  }
}

function checkApi(violations) {
  const src = path.join(base, 'apps/api/src');
  const modules = path.join(src, 'modules');
  const flows = path.join(src, 'flows');
  const lib = path.join(src, 'lib');
  const context = path.join(lib, 'context.ts');
  const files = sourceFiles(src);
  const tables = tablesOf(modules, files);
  const graph = new Map();
  // file → (imported file → whether only types come through), for the file-cycle rule.
  const edges = new Map();
  for (const file of files) {
    const from = unitOf(modules, file);
    const imports = importsOf(file);
    const targets = new Map();
    for (const entry of imports) {
      if (!inside(src, entry.target) || isTestCode(entry.target) || !fs.existsSync(entry.target)) continue;
      targets.set(entry.target, (targets.get(entry.target) ?? true) && entry.typeOnly);
    }
    edges.set(file, targets);
    if (isExempt(file)) continue;
    const owner = { modules, tables, ownModule: from?.unit };
    if (!inside(flows, file)) checkTableImports(violations, file, imports, owner);
    checkTableWrites(violations, file, imports, owner);
    if (file !== context) checkTransactions(violations, file);
    for (const { target } of imports) {
      const to = unitOf(modules, target);
      // Flows are files directly in flows/ (unitOf sees only folders there), so test the path itself.
      if (from && inside(flows, target)) {
        violations.push(
          `[flows import] ${rel(file)}: a module imports flows/ (${rel(target)}); ` +
            'flows use modules, not back',
        );
      }
      if (!to) continue;
      if (inside(lib, file)) {
        violations.push(`[lib import] ${rel(file)}: lib/ imports the module ${to.unit} (${rel(target)})`);
      }
      if (from?.unit === to.unit) continue;
      // A table may reference another module's table for a foreign key: the schema layer stays free of the
      // index files, which pull in routes and services (and through them the database client).
      const foreignKey = file.endsWith('.tables.ts') && to.rest.endsWith('.tables.ts');
      // A flow reads across modules with one joined query where a use case needs it: it takes the tables from
      // their files, since a module's index.ts exports services, not tables.
      const flowReads = inside(flows, file) && to.rest.endsWith('.tables.ts');
      if (!/^index(\.ts)?$/.test(to.rest) && !foreignKey && !flowReads) {
        violations.push(
          `[deep import] ${rel(file)}: reaches into module ${to.unit} (${to.rest}); import its index.ts`,
        );
      }
      if (from) {
        if (!graph.has(from.unit)) graph.set(from.unit, new Set());
        graph.get(from.unit).add(to.unit);
      }
    }
  }
  for (const cycle of findCycles(graph)) violations.push(`[module cycle] API modules: ${cycle}`);
  checkFileCycles(violations, src, edges);
}

function checkWeb(violations) {
  const app = path.join(base, 'apps/web/app');
  const features = path.join(app, 'features');
  const graph = new Map();
  for (const file of sourceFiles(app)) {
    const from = unitOf(features, file);
    for (const { target } of importsOf(file)) {
      const to = unitOf(features, target);
      if (!to) continue;
      for (const shared of ['lib', 'components']) {
        if (inside(path.join(app, shared), file)) {
          violations.push(
            `[shared import] ${rel(file)}: ${shared}/ imports the feature ${to.unit} (${rel(target)})`,
          );
        }
      }
      if (from && from.unit !== to.unit) {
        if (!graph.has(from.unit)) graph.set(from.unit, new Set());
        graph.get(from.unit).add(to.unit);
      }
    }
  }
  for (const cycle of findCycles(graph)) violations.push(`[feature cycle] web features: ${cycle}`);
}

const violations = [];
checkApi(violations);
checkWeb(violations);
if (violations.length > 0) {
  const counts = new Map();
  for (const violation of violations) {
    const rule = /^\[([^\]]+)\]/.exec(violation)[1];
    counts.set(rule, (counts.get(rule) ?? 0) + 1);
  }
  const summary = [...counts].map(([rule, count]) => `${count} ${rule}`).join(', ');
  const lines = violations.map((violation) => `  ${violation}`).join('\n');
  console.error(`Module boundaries: ${violations.length} violation(s) (${summary})\n${lines}`);
  process.exit(1);
}
console.log(
  'Module boundaries: no forbidden import, no import or write of another module’s tables, no transaction ' +
    'begun outside withTransaction, no cycle between API modules, API units (as files) or web features.',
);
