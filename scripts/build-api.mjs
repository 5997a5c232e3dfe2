// `npm run build` (scripts/build.mjs), first half: compiles the API host and the shared packages to JavaScript, so production
// runs no TypeScript loader (ADR 70). Each package's `dist/` mirrors its `src/` file for file (tsc, imports
// rewritten from `.ts` to `.js`), so paths the code finds beside itself (the migrations folder, the common
// passwords list, the PGlite worker) hold in the build too; those non-TypeScript files are copied over.
// Type checking is lint's (`npm run typecheck`); the build only emits.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const projects = ['packages/contracts', 'packages/commerce', 'packages/ui-texts', 'apps/api'];
/** What `npm run start:api` runs; its presence says the build is there. */
export const apiEntry = path.join(repoRoot, 'apps/api/dist/server.js');

function newestMtime(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the API build is there and no source of the API or the packages is newer. */
export function apiBuildIsFresh() {
  if (!existsSync(apiEntry)) return false;
  const built = statSync(apiEntry).mtimeMs;
  return projects.every((project) => newestMtime(path.join(repoRoot, project, 'src')) <= built);
}

/** Not-TypeScript files the code reads beside itself (tests excluded like the sources). */
const isAsset = (source) => !source.endsWith('.ts') || source.endsWith('.d.ts');

/** The copy above also makes the folders of excluded sources (tests, benchmarks): empty, so they go. */
function removeEmptyFolders(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(path.join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

export function buildApi(log = console.log) {
  log('Compiling the API host and packages…');
  for (const project of projects) {
    const dist = path.join(repoRoot, project, 'dist');
    rmSync(dist, { recursive: true, force: true });
    const tsc = path.join(repoRoot, 'node_modules/typescript-7/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(project, 'tsconfig.build.json')], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Compiling ${project} failed`);
    const src = path.join(repoRoot, project, 'src');
    cpSync(src, dist, {
      recursive: true,
      filter: (source) => statSync(source).isDirectory() || isAsset(source),
    });
    removeEmptyFolders(dist);
  }
}

export function buildApiIfNeeded(log = console.log) {
  if (apiBuildIsFresh()) return false;
  buildApi(log);
  return true;
}
