import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'module-map.mjs');
const trees: string[] = [];

afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** The map the script prints for `root` (the repository when not given). */
function map(root?: string): string {
  const run = spawnSync(process.execPath, [script, ...(root ? ['--root', root] : [])], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return run.stdout.trim();
}

/** The arrows of a map, one `from --> to` each (the script joins the targets of one node with `&`). */
function arrowsOf(map: string): string[] {
  return map.split('\n').flatMap((line) => {
    const [from, targets] = line.trim().split(' --> ');
    return targets === undefined ? [] : targets.split(' & ').map((to) => `${from} --> ${to}`);
  });
}

/** Writes files (paths under the tree's root) into a temporary folder and returns it. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'module-map-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the module map', () => {
  it('draws an edge for each module a module imports, and counts the users of lib/ instead', () => {
    const files = {
      'apps/api/src/lib/shop-date.ts': 'export const shopDate = () => new Date();\n',
      'apps/api/src/modules/catalog/index.ts': "import { shopDate } from '../../lib/shop-date.ts';\n",
      'apps/api/src/modules/stock/index.ts': 'export const stock = 1;\n',
      'apps/api/src/modules/cart/index.ts': "import type { Product } from '../catalog/index.ts';\n",
    };
    const before = map(tree(files));
    expect(arrowsOf(before)).toEqual(['api_cart --> api_catalog']);
    expect(before.split('\n')).toContain('    api_lib["lib/ · used by 1"]');

    const after = map(
      tree({
        ...files,
        'apps/api/src/modules/cart/lines.ts': "export { stock } from '../stock/index.ts';\n",
      }),
    );
    expect(arrowsOf(after)).toEqual(['api_cart --> api_catalog', 'api_cart --> api_stock']);
  });

  it('is the picture in docs/architecture.md (run `node scripts/module-map.mjs` and paste it there)', () => {
    const doc = readFileSync(path.join(import.meta.dirname, '../docs/architecture.md'), 'utf8');
    const picture = /```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(picture).toBe(map());
  });
});
