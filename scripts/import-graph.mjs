// The import graph of the repository's TypeScript, read with regular expressions: shared by
// check-boundaries.mjs (the rules) and module-map.mjs (the picture in docs/architecture.md), so the two see the
// same edges.
import fs from 'node:fs';
import path from 'node:path';

export const isTestCode = (file) =>
  /\.(test|e2e)\.tsx?$/.test(file) || /[/\\](test-support|bench)[/\\]/.test(file);

/** Every .ts/.tsx file under `dir` except tests, test support and benchmarks. */
export function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTestCode(full) ? [full] : [];
  });
}

const texts = new Map();
export function read(file) {
  if (!texts.has(file)) texts.set(file, fs.readFileSync(file, 'utf8'));
  return texts.get(file);
}

/** The file a relative specifier names: as written, or with .ts/.tsx or /index.ts added. */
function resolve(from, specifier) {
  const named = path.resolve(path.dirname(from), specifier);
  const candidates = [named, `${named}.ts`, `${named}.tsx`, path.join(named, 'index.ts')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? named;
}

/**
 * Every relative static import, re-export and dynamic import of a file: the file it names, whether only types
 * come through it, and for `import/export … from` the names it binds (`{ imported, local }`), its namespace
 * (`* as ns`) or `all` (`export *`).
 */
export function importsOf(file) {
  const text = read(file);
  const found = [];
  const bound = new Set();
  const statements = /^\s*(?:import|export)\s+(type\s+)?([^;'"]*?)\s*from\s+'(\.[^']*)'/gm;
  for (const match of text.matchAll(statements)) {
    const [statement, typeKeyword, clause, specifier] = match;
    const braces = /\{([^}]*)\}/.exec(clause);
    const names = (braces?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [imported, local = imported] = name.replace(/^type\s+/, '').split(/\s+as\s+/);
        return { imported, local, typeOnly: /^type\s/.test(name) };
      });
    const outsideBraces = braces ? clause.replace(braces[0], '').replace(/[\s,]/g, '') : clause;
    found.push({
      target: resolve(file, specifier),
      statement: statement.trim().replace(/\s+/g, ' '),
      typeOnly: !!typeKeyword || (outsideBraces === '' && names.every((name) => name.typeOnly)),
      names,
      namespace: /^\*\s+as\s+([\w$]+)/.exec(clause)?.[1] ?? null,
      all: clause === '*',
    });
    bound.add(match.index + statement.length);
  }
  // Side-effect imports, dynamic imports and any `from '…'` the statement pattern missed: the graph needs
  // them.
  for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm)) {
    if (bound.has(match.index + match[0].length)) continue;
    found.push({ target: resolve(file, match[1]), typeOnly: false, names: [], namespace: null, all: false });
  }
  return found;
}

/** The workspace packages a file imports (`@shop/contracts/endpoints` counts as `contracts`). */
export function packagesOf(file) {
  const names = [...read(file).matchAll(/(?:from\s+|import\s*\(\s*|^\s*import\s+)'@shop\/([\w-]+)/gm)];
  return new Set(names.map((match) => match[1]));
}

/** `{ unit, rest }` when `file` lies in `<root>/<unit>/<rest>`, else null. */
export function unitOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [unit, ...rest] = relative.split(path.sep);
  return rest.length === 0 ? null : { unit, rest: rest.join('/') };
}
