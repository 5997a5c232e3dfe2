import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { appShellChunk, staticGraph } from './app-shell-chunk.ts';

/** A module graph as Rollup's getModuleInfo answers it: each module's source and its static imports. */
function graph(modules: Record<string, { code: string; imports?: string[] }>) {
  return (id: string) => {
    const module = modules[id];
    if (!module) return null;
    return { importedIds: module.imports ?? [], ast: parseAst(module.code) as never };
  };
}

const shop = graph({
  root: {
    code: "import { a } from 'header'; const page = () => import('page');",
    imports: ['header', 'react'],
  },
  header: { code: "import 'react'; export const a = 1;", imports: ['react'] },
  react: { code: 'export const createElement = () => {};' },
  page: { code: 'export const b = 2;' },
});

describe('appShellChunk (what every page loads, in one chunk)', () => {
  it('puts the root route and everything it imports statically into app-shell', () => {
    const chunk = appShellChunk('root');
    const meta = { getModuleInfo: shop };
    expect(['root', 'header', 'react'].map((id) => chunk(id, meta))).toEqual([
      'app-shell',
      'app-shell',
      'app-shell',
    ]);
  });

  it('leaves a module the root only loads with import() to Rollup', () => {
    expect(appShellChunk('root')('page', { getModuleInfo: shop })).toBeUndefined();
    expect([...staticGraph('root', shop)].sort()).toEqual(['header', 'react', 'root']);
  });

  it('refuses a barrel in the root’s graph, which would bring every module it re-exports onto every page', () => {
    const withBarrel = graph({
      root: { code: "import { matchRoute } from 'contracts';", imports: ['contracts'] },
      contracts: {
        code: "export * from './routes.ts';\nexport { cartSchema } from './cart.ts';",
        imports: ['routes', 'cart'],
      },
      routes: { code: 'export const matchRoute = () => null;' },
      cart: { code: "import { z } from 'zod'; export const cartSchema = z.object({});", imports: [] },
    });
    expect(() => staticGraph('root', withBarrel)).toThrow(/barrel contracts/);
  });
});
