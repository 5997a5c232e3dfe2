import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PurgeCSS } from 'purgecss';
import * as sass from 'sass';
import { beforeAll, describe, expect, it } from 'vitest';
import { purgeCssOptions, reactBootstrapComponents } from './purge-css.ts';

const stylesDir = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(stylesDir, '..');

/** The shop's stylesheet as the production build makes it: Sass, then the unused rules removed. */
async function buildStylesheet() {
  const full = sass.compile(path.join(stylesDir, 'app.scss'), {
    loadPaths: [path.resolve(stylesDir, '../../../../node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
  }).css;
  const [purged] = await new PurgeCSS().purge({ ...purgeCssOptions, css: [{ raw: full }] });
  return { full, purged: purged!.css };
}

/**
 * Whether a selector of the stylesheet contains `selector`, a class (also within a compound such as
 * `.offcanvas.offcanvas-end`) or an element, not as the start of a longer name.
 */
function hasRule(css: string, selector: string): boolean {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = selector.startsWith('.') ? '' : '(^|[^\\w.#-])';
  return new RegExp(`${before}${escaped}(?![\\w-])[^{}]*\\{`, 'm').test(css);
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('the production stylesheet without unused rules', () => {
  let css: { full: string; purged: string };
  // Compiling Bootstrap with Sass and purging it takes a few seconds, and more than the default 10 s hook
  // limit when the browser tests share the two cores.
  beforeAll(async () => {
    css = await buildStylesheet();
  }, 60_000);

  it('is less than half the size of the full stylesheet', () => {
    expect(css.purged.length).toBeLessThan(css.full.length / 2);
    expect(hasRule(css.full, '.row-cols-xxl-6')).toBe(true);
    expect(hasRule(css.purged, '.row-cols-xxl-6')).toBe(false);
  });

  it('keeps the classes components write out in full', () => {
    for (const selector of [
      '.product-tile',
      '.col-md-6',
      '.visually-hidden',
      '.offcanvas-lg',
      '.spinner-border-sm',
    ])
      expect(hasRule(css.purged, selector), selector).toBe(true);
  });

  it('keeps modifiers and states that components glue together at runtime', () => {
    for (const selector of ['.shop-toast--danger', '.stock-indicator--few-in-stock .stock-indicator__dot'])
      expect(hasRule(css.purged, selector), selector).toBe(true);
  });

  it('keeps what react-bootstrap puts on the Modal, Offcanvas and Toast it renders', () => {
    for (const selector of [
      '.modal-dialog',
      '.modal-content',
      '.modal-backdrop',
      '.offcanvas-end',
      '.offcanvas-backdrop.show',
      '.toast-header',
      '.toast-container',
      '.btn-close',
      '.fade',
      '.bottom-0',
      '.end-0',
    ])
      expect(hasRule(css.purged, selector), selector).toBe(true);
    // Breakpoint variants only when written out.
    expect(hasRule(css.purged, '.offcanvas-md')).toBe(false);
  });

  it("keeps the element styles an editor's rich text relies on", () => {
    for (const selector of ['.rich-text h2', 'blockquote', 'table', 'dl', 'mark'])
      expect(hasRule(css.purged, selector), selector).toBe(true);
  });

  it('lists every react-bootstrap component the shop imports', () => {
    const imported = new Set<string>();
    for (const file of sourceFiles(appDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'react-bootstrap'/g))
        for (const name of match[1]!.split(',')) imported.add(name.trim());
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !reactBootstrapComponents.includes(name))).toEqual([]);
  });
});
