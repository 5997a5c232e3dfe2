import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { directPackageImportsPlugin } from './direct-package-imports.ts';

/** Rollup's plugin context over a few in-memory files (ids are their paths). */
const files: Record<string, { code: string; exports: string[] }> = {
  '/contracts/index.ts': {
    code: [
      "export * from './routes.ts';",
      "export { cartSchema as basketSchema } from './cart.ts';",
      "export * as errors from './errors.ts';",
    ].join('\n'),
    exports: ['matchRoute', 'routeTable', 'basketSchema', 'errors'],
  },
  '/contracts/routes.ts': {
    code: 'export const matchRoute = 1, routeTable = 2;',
    exports: ['matchRoute', 'routeTable'],
  },
  '/contracts/cart.ts': { code: 'export const cartSchema = 3;', exports: ['cartSchema'] },
  '/contracts/errors.ts': { code: 'export const code = 4;', exports: ['code'] },
};
const context = {
  environment: { config: { consumer: 'client' } },
  parse: (code: string) => parseAst(code) as never,
  resolve: async (source: string, importer: string) => {
    if (source === '@shop/contracts') return { id: '/contracts/index.ts' };
    return { id: new URL(source, `file://${importer}`).pathname };
  },
  load: async ({ id }: { id: string }) => ({
    ast: parseAst(files[id]?.code ?? '') as never,
    exports: files[id]?.exports ?? [],
  }),
};

async function transform(code: string, consumer = 'client') {
  const plugin = directPackageImportsPlugin(['@shop/contracts']);
  const result = await plugin.transform.call(
    { ...context, environment: { config: { consumer } } },
    code,
    '/app/page.tsx',
  );
  return result?.code ?? code;
}

describe('directPackageImportsPlugin (imports of a package index go to the declaring files)', () => {
  it('imports each name from the file that declares it, under the same local name', async () => {
    const code = await transform(
      'import { matchRoute, basketSchema as schema, routeTable } from "@shop/contracts";\nmatchRoute(schema, routeTable);',
    );
    expect(code).toBe(
      [
        'import { matchRoute as matchRoute, routeTable as routeTable } from "/contracts/routes.ts";',
        'import { cartSchema as schema } from "/contracts/cart.ts";',
        'matchRoute(schema, routeTable);',
      ].join('\n'),
    );
  });

  it('keeps the index for a namespace import and for a name it does not find behind the index', async () => {
    const namespace = 'import * as contracts from "@shop/contracts";';
    expect(await transform(namespace)).toBe(namespace);
    expect(await transform('import { errors } from "@shop/contracts";')).toBe(
      'import { errors as errors } from "/contracts/index.ts";',
    );
  });

  it('leaves the server build and other packages alone', async () => {
    const server = 'import { matchRoute } from "@shop/contracts";';
    expect(await transform(server, 'server')).toBe(server);
    const other = 'import { useState } from "react";';
    expect(await transform(other)).toBe(other);
  });
});
