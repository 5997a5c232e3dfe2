#!/usr/bin/env node
// The module boundaries of DESIGN.md, checked in `npm run lint` (ADR 29):
// - API: a module (apps/api/src/modules/<name>) reaches another module only through its index.ts (a *.tables.ts
//   file may name another module's *.tables.ts for a foreign key); modules never
//   import flows/ (flows sit above them); the graph of modules has no cycle; lib/ imports no module.
// - Web: the graph of features (apps/web/app/features/<name>) has no cycle; lib/ and components/ import no
//   feature.
// Tests, test support and benchmarks are outside the rules: they may reach anywhere to set up and observe. So
// is the API's database layer (apps/api/src/db): schema.ts gathers every module's table files for drizzle
// without loading the modules, and the demo seed fills every module's tables.
// Prints every violation and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootArgument = process.argv.indexOf('--root');
const base = rootArgument > 0 ? path.resolve(process.argv[rootArgument + 1]) : repo;

const isExempt = (file) =>
  /\.(test|e2e)\.tsx?$/.test(file) ||
  /[/\\](test-support|bench)[/\\]/.test(file) ||
  /[/\\]apps[/\\]api[/\\]src[/\\]db[/\\]/.test(file);

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isExempt(full) ? [full] : [];
  });
}

/** Relative specifiers of every static import, re-export and dynamic import of a file. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [];
  for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm)) {
    specifiers.push(match[1]);
  }
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** `{ unit, rest }` when `file` lies in `<root>/<unit>/<rest>`, else null. */
function unitOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [unit, ...rest] = relative.split(path.sep);
  return rest.length === 0 ? null : { unit, rest: rest.join('/') };
}

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

const rel = (file) => path.relative(base, file);

function checkApi(violations) {
  const src = path.join(base, 'apps/api/src');
  const modules = path.join(src, 'modules');
  const flows = path.join(src, 'flows');
  const lib = path.join(src, 'lib');
  const graph = new Map();
  for (const file of sourceFiles(src)) {
    const from = unitOf(modules, file);
    for (const target of importsOf(file)) {
      const to = unitOf(modules, target);
      // Flows are files directly in flows/ (unitOf sees only folders there), so test the path itself.
      if (from && target.startsWith(flows + path.sep)) {
        violations.push(
          `${rel(file)}: a module imports flows/ (${rel(target)}); flows use modules, not back`,
        );
      }
      if (!to) continue;
      if (file.startsWith(lib + path.sep)) {
        violations.push(`${rel(file)}: lib/ imports the module ${to.unit} (${rel(target)})`);
      }
      if (from?.unit === to.unit) continue;
      // A table may reference another module's table for a foreign key: the schema layer stays free of the
      // index files, which pull in routes and services (and through them the database client).
      const foreignKey = file.endsWith('.tables.ts') && to.rest.endsWith('.tables.ts');
      if (!/^index(\.ts)?$/.test(to.rest) && !foreignKey) {
        violations.push(`${rel(file)}: reaches into module ${to.unit} (${to.rest}); import its index.ts`);
      }
      if (from) {
        if (!graph.has(from.unit)) graph.set(from.unit, new Set());
        graph.get(from.unit).add(to.unit);
      }
    }
  }
  for (const cycle of findCycles(graph)) violations.push(`API module cycle: ${cycle}`);
}

function checkWeb(violations) {
  const app = path.join(base, 'apps/web/app');
  const features = path.join(app, 'features');
  const graph = new Map();
  for (const file of sourceFiles(app)) {
    const from = unitOf(features, file);
    for (const target of importsOf(file)) {
      const to = unitOf(features, target);
      if (!to) continue;
      for (const shared of ['lib', 'components']) {
        if (file.startsWith(path.join(app, shared) + path.sep)) {
          violations.push(`${rel(file)}: ${shared}/ imports the feature ${to.unit} (${rel(target)})`);
        }
      }
      if (from && from.unit !== to.unit) {
        if (!graph.has(from.unit)) graph.set(from.unit, new Set());
        graph.get(from.unit).add(to.unit);
      }
    }
  }
  for (const cycle of findCycles(graph)) violations.push(`web feature cycle: ${cycle}`);
}

const violations = [];
checkApi(violations);
checkWeb(violations);
if (violations.length > 0) {
  console.error(
    `Module boundaries: ${violations.length} violation(s)\n${violations.map((v) => `  ${v}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Module boundaries: no forbidden import, no cycle between API modules or web features.');
