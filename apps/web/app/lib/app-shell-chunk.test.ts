import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { appShellCheck, appShellChunk, staticGraph } from './app-shell-chunk.ts';

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

  it('adds a module every route imports (the pages’ meta helper), with what it imports', () => {
    const chunk = appShellChunk('root', ['page']);
    expect(['root', 'page', 'react'].map((id) => chunk(id, { getModuleInfo: shop }))).toEqual([
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

describe('appShellCheck (the browser build has its app-shell chunk)', () => {
  const check = (consumer: string, bundle: Record<string, unknown>) =>
    appShellCheck('/app/root.tsx').generateBundle.call(
      { environment: { config: { consumer } } },
      {},
      bundle as never,
    );
  const chunk = (name: string, modules: string[]) => ({
    type: 'chunk',
    name,
    modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: 1 }])),
  });

  it('passes a browser build whose app-shell chunk holds the root route', () => {
    const bundle = {
      'assets/app-shell.js': chunk('app-shell', ['/app/root.tsx', 'react']),
      'assets/app.css': { type: 'asset' },
    };
    expect(() => check('client', bundle)).not.toThrow();
    expect(() => check('server', {})).not.toThrow();
  });

  it('fails the build, naming itself and ADR 64, when the manual chunks did not reach Rollup', () => {
    // What Rollup makes of the root route left to itself: a chunk of its own name.
    const split = {
      'assets/root.js': chunk('root', ['/app/root.tsx']),
      'assets/react.js': chunk('react', []),
    };
    expect(() => check('client', split)).toThrow(
      /app-shell-check \(ADR 64\): .*no app-shell chunk holding \/app\/root\.tsx/,
    );
    expect(() => check('client', { 'assets/app-shell.js': chunk('app-shell', ['react']) })).toThrow(/ADR 64/);
  });
});
