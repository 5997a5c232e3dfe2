import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe into the page, once per document (a page checked at two widths parses its 560 KB once). */
async function loadAxe(page: Page) {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axeSource);
}

/**
 * The WCAG 2.1 A/AA violations axe finds on the page (or within one selector), as `rule: target` lines, so a
 * failing test names them. axe is evaluated through the debugging protocol, so the shop's CSP (nonce scripts
 * only) does not stop it.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
  }, within);
}

/**
 * Every violation axe finds on the page, of any rule and impact: the WCAG rules above and axe's best
 * practices too (landmarks and `region`, `heading-order`…), as `rule (impact): target` lines. The shop's
 * storefront target (issue 20): none on its main pages, in both languages, logged out and in.
 */
export async function axeViolationsOfAnyKind(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
    };
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
  });
}
