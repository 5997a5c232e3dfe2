import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dictionaryFor, dictionaryScope, onShopPages } from './dictionary-scope.ts';

const appDir = fileURLToPath(new URL('../..', import.meta.url));
const packagesDir = path.join(appDir, '../../../packages');

/** The route modules of the screens that get the shop's dictionary (routes.ts), and the root around them. */
const shopRouteModules = [
  'root.tsx',
  'routes/content.tsx',
  'routes/search.tsx',
  'routes/cart.tsx',
  'routes/checkout.tsx',
  'routes/checkout-receipt.tsx',
  'routes/login.tsx',
  'routes/error.tsx',
];

/** Resolves an import of a module of the app or of @shop/* to its file; null for other packages. */
function resolveImport(from: string, specifier: string): string | null {
  if (specifier.includes('+types/') || specifier.includes('?')) return null;
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  const own = /^@shop\/(contracts|commerce)(?:\/(.+))?$/.exec(specifier);
  if (!own) return null;
  const dir = path.join(packagesDir, own[1] ?? '');
  const exports: Record<string, string | { default: string }> = JSON.parse(
    readFileSync(path.join(dir, 'package.json'), 'utf8'),
  ).exports;
  const subpath = own[2] ? `./${own[2]}` : '.';
  const [pattern, target] = Object.entries(exports).find(([key]) =>
    key.endsWith('*') ? subpath.startsWith(key.slice(0, -1)) : key === subpath,
  ) ?? ['', ''];
  // A conditional export (ADR 70: `compiled` for the build, `default` for the sources) is read by its source.
  const source = typeof target === 'string' ? target : target.default;
  return path.join(dir, source.replace('*', subpath.slice(pattern.length - 1)));
}

/** Every module the shop's screens import, statically or lazily, with its text. */
function shopModules(): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = shopRouteModules.map((file) => path.join(appDir, file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || /\.s?css$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const target = specifier ? resolveImport(file, specifier) : null;
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('the dictionary of the shop pages (ADR 66)', () => {
  it('holds every text the modules of the shop pages can ask for', () => {
    const modules = shopModules();
    // The root, the content route and what they import: the header, the tiles, the cart, the checkout…
    expect(modules.size).toBeGreaterThan(150);
    const missing: string[] = [];
    for (const [file, text] of modules) {
      // The list of sections itself names them.
      if (file.endsWith('.test.ts') || file === path.join(appDir, 'lib/i18n/dictionary-scope.ts')) continue;
      // A key, or the fixed start of one built in a template: 'customer-center.list', `account.${x}`.
      for (const [, key] of text.matchAll(/['"`]([a-z][a-z-]*\.[a-zA-Z0-9.-]*)/g)) {
        if (key && !onShopPages(key)) missing.push(`${path.relative(appDir, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives the shop pages their part and every other screen all of it', () => {
    expect(
      ['/', '/da', '/girls', '/da/piger/kjoler', '/search', '/da/kurv', '/ecom/checkout', '/login'].map(
        dictionaryScope,
      ),
    ).toEqual(Array(8).fill('shop'));
    expect(
      [
        '/customer-center/orders',
        '/da/kundecenter/fakturaer/7',
        '/sales',
        '/backoffice/orders',
        '/new-customer',
      ].map(dictionaryScope),
    ).toEqual(Array(5).fill('all'));
  });

  it('leaves the staff and account screens’ texts out of the shop pages’ dictionary, but not the login’s', () => {
    const all = {
      'cart.title': 'Basket',
      'backoffice.orders.title': 'Orders',
      'customer-center.list.loading': 'Loading',
      'list-kit.loading': 'Loading…',
      'account.login.forgot-password': 'Forgot your password?',
      'account.info.title': 'Account',
      'proposal-screens.bar.stop': 'Stop',
      'proposal-screens.list.title': 'Proposals',
      'documents.invoice.title': 'Invoice',
    };
    expect(dictionaryFor('shop', all)).toEqual({
      'cart.title': 'Basket',
      'account.login.forgot-password': 'Forgot your password?',
      'proposal-screens.bar.stop': 'Stop',
    });
    expect(dictionaryFor('all', all)).toBe(all);
    expect(dictionaryFor('shop', all)).toBe(dictionaryFor('shop', all));
  });
});
