import { Readable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from './hydrate-after-paint.server.ts';

const nonce = 'n0Nce+/=';
const moduleCode = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
// The shape React Router's <Scripts> and React give a page: preloads hoisted into the head, the module
// script at the end of the body.
const page =
  '<!DOCTYPE html><html lang="da"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/root.js" nonce="${nonce}"/></head>` +
  '<body><main><h1>Kjoler</h1><p>Størrelse 104 – 110</p></main>' +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">${moduleCode}</script>` +
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script></body></html>`;

async function rewrite(chunks: Buffer[]): Promise<string> {
  let text = '';
  for await (const part of Readable.from(chunks).pipe(hydrateAfterPaint(nonce))) text += part.toString();
  return text;
}

/** Runs the page's start script the way a browser would, with the tab in the background or painted. */
function runStart(html: string, visibility: 'hidden' | 'visible', painted: boolean) {
  const script = /<script nonce="[^"]+">(\(function\(hrefs[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no start script');
  const added: Array<Record<string, string>> = [];
  const element = () => ({}) as Record<string, string>;
  const append = (node: Record<string, string>) => added.push(node);
  runInNewContext(script, {
    window: {},
    document: {
      visibilityState: visibility,
      createElement: element,
      head: { appendChild: append },
      body: { appendChild: append },
    },
    performance: { getEntriesByType: () => (painted ? [{ name: 'first-paint' }] : []) },
    setTimeout: () => 0,
    requestAnimationFrame: () => 0,
  });
  return added;
}

describe('hydrateAfterPaint (ADR 66)', () => {
  it('takes the module preloads out of the head and starts the same module code from a script', async () => {
    const html = await rewrite([Buffer.from(page)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain(`<script nonce="${nonce}" type="module"`);
    expect(html).toContain('<h1>Kjoler</h1><p>Størrelse 104 – 110</p>');
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/></head>',
    );
    expect(html.endsWith('streamController.close();</script></body></html>')).toBe(true);

    expect(runStart(html, 'hidden', false)).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client.js' },
      { rel: 'modulepreload', href: '/assets/root.js' },
      { type: 'module', nonce, textContent: moduleCode },
    ]);
  });

  it('waits for the first paint in a tab that shows, and starts at once when the page has painted', async () => {
    const html = await rewrite([Buffer.from(page)]);
    expect(runStart(html, 'visible', false)).toEqual([]);
    expect(runStart(html, 'visible', true)).toHaveLength(3);
  });

  it('gives the same page however React cuts its stream, inside a tag or inside a character', async () => {
    const whole = await rewrite([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(whole);
    }
  });

  it('passes a page without React Router’s scripts through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>Fejl</p></body></html>';
    expect(await rewrite([Buffer.from(plain.slice(0, 20)), Buffer.from(plain.slice(20))])).toBe(plain);
  });
});
