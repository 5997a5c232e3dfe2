import { Readable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { createElement, type ReactNode } from 'react';
import { createRequestHandler, Links, Meta, Outlet, Scripts, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as entryServer from '../entry.server.tsx';
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

/** The page as the rewrite sends it; what it reports goes to `reports`. */
async function rewrite(chunks: Buffer[], reports: string[] = []): Promise<string> {
  let text = '';
  const paintFirst = hydrateAfterPaint(nonce, (message) => reports.push(message));
  for await (const part of Readable.from(chunks).pipe(paintFirst)) text += part.toString();
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
    const reports: string[] = [];
    expect(await rewrite([Buffer.from(plain.slice(0, 20)), Buffer.from(plain.slice(20))], reports)).toBe(
      plain,
    );
    expect(reports).toEqual([]);
  });

  it('says so when the markup it expects is there only in part, and leaves the module script to run', async () => {
    const reports: string[] = [];
    expect(await rewrite([Buffer.from(page)], reports)).not.toContain(
      `<script nonce="${nonce}" type="module"`,
    );
    expect(reports).toEqual([]);

    const reordered = page.replace('type="module" async=""', 'async="" type="module"');
    const html = await rewrite([Buffer.from(reordered)], reports);
    expect(html).toContain(`<script nonce="${nonce}" async="" type="module">${moduleCode}</script>`);
    expect(reports).toEqual([
      "hydrate-after-paint (ADR 66): 2 module preloads but no module script; React Router's or React's markup changed",
    ]);

    const preloadsReordered = page.replace(
      /<link rel="modulepreload" (href="[^"]+")/g,
      '<link $1 rel="modulepreload"',
    );
    reports.length = 0;
    expect(await rewrite([Buffer.from(preloadsReordered)], reports)).toContain('rel="modulepreload"');
    expect(reports).toEqual([
      "hydrate-after-paint (ADR 66): a module script but no module preloads; React Router's or React's markup changed",
    ]);
  });
});

/** A route of the test build: its module for the server, its files for the browser. */
function route(id: string, parentId: string | undefined, component: () => ReactNode) {
  return {
    server: {
      id,
      parentId,
      path: parentId ? undefined : '',
      index: parentId ? true : undefined,
      module: { default: component },
    },
    browser: {
      id,
      parentId,
      path: parentId ? undefined : '',
      index: parentId ? true : undefined,
      hasAction: false,
      hasLoader: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasDefaultExport: true,
      hasErrorBoundary: false,
      module: `/assets/${id}.js`,
      imports: ['/assets/app-shell.js'],
      css: [],
    },
  };
}

/**
 * A page as React Router renders it through the shop's entry.server.tsx (which applies the rewrite): the
 * installed React Router and React, a root with the shop's <Links>/<Scripts> layout and one page.
 */
async function renderWithReactRouter(): Promise<string> {
  const root = route('root', undefined, () =>
    createElement(
      'html',
      { lang: 'da' },
      createElement('head', null, createElement(Meta), createElement(Links)),
      createElement('body', null, createElement(Outlet), createElement(Scripts)),
    ),
  );
  const page = route('page', 'root', () => createElement('main', null, createElement('h1', null, 'Kjoler')));
  const build = {
    entry: { module: entryServer },
    routes: { root: root.server, page: page.server },
    assets: {
      version: 'test',
      url: '/assets/manifest.js',
      entry: { module: '/assets/entry.client.js', imports: ['/assets/app-shell.js'] },
      routes: { root: root.browser, page: page.browser },
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  const response = await createRequestHandler(build, 'production')(new Request('http://shop.test/'));
  return response.text();
}

// The rewrite finds React Router's markup by its exact text. An upgrade of React Router or React that changes
// it fails here, before a build ships pages that load their scripts before the first paint (ADR 66).
describe('hydrateAfterPaint on the markup of the installed React Router and React', () => {
  it('takes every module preload out of the head and starts React Router’s module script after paint', async () => {
    const html = await renderWithReactRouter();
    expect(html, 'a module preload the rewrite did not recognise').not.toMatch(/<link[^>]*modulepreload/);
    expect(html, 'a module script the rewrite did not recognise').not.toMatch(/<script[^>]*type="module"/);
    const preloads = runStart(html, 'hidden', false);
    const moduleScript = preloads.pop();
    expect(preloads).toEqual(
      ['/assets/entry.client.js', '/assets/app-shell.js', '/assets/root.js', '/assets/page.js'].map(
        (href) => ({
          rel: 'modulepreload',
          href,
        }),
      ),
    );
    expect(moduleScript?.type).toBe('module');
    expect(moduleScript?.textContent).toContain('import * as route1 from "/assets/page.js";');
    expect(moduleScript?.textContent).toContain('import("/assets/entry.client.js");');
    expect(html).toContain('<h1>Kjoler</h1>');
  });
});
