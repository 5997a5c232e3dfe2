import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { sanitizeRichText } from './rich-text.ts';

const shop = 'https://shop.example';
const clean = (html: string) => sanitizeRichText(html, shop);

describe('The rich-text allow-list (ADR 71)', () => {
  it('removes script links however the scheme is written', () => {
    for (const href of [
      'jav&#x09;ascript:alert(1)',
      'jav&#x0A;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
    ]) {
      const out = clean(`<p><a href="${href}">x</a></p>`);
      expect(out, href).toBe('<p><a>x</a></p>');
    }
  });

  it('keeps http(s), mailto and the shop’s own paths, and gives off-site links rel="noopener noreferrer"', () => {
    expect(clean('<a href="/size-guide" data-modal="size-guide">Sizes</a>')).toBe(
      '<a href="/size-guide" data-modal="size-guide">Sizes</a>',
    );
    expect(clean('<a href="mailto:shop@nordlys.demo">Mail</a>')).toBe(
      '<a href="mailto:shop@nordlys.demo">Mail</a>',
    );
    expect(clean(`<a href="${shop}/about">About</a>`)).toBe(`<a href="${shop}/about">About</a>`);
    expect(clean('<a href="https://care.example/wool" rel="opener" target="_top">Care</a>')).toBe(
      '<a href="https://care.example/wool" rel="noopener noreferrer">Care</a>',
    );
    expect(clean('<a href="tel:+4512345678">Call</a>')).toBe('<a>Call</a>');
  });

  it('drops style attributes (no url() from anywhere), handlers, scripts, frames and forms, keeping the text', () => {
    expect(clean('<p style="background:url(https://evil.example/x)">Hi</p>')).toBe('<p>Hi</p>');
    expect(clean('<p>Hi</p><img src=x onerror="alert(1)">')).toBe('<p>Hi</p><img src="x" />');
    expect(clean('<img src="javascript:alert(1)" alt="a">')).toBe('<img alt="a" />');
    expect(clean('<script>alert(1)</script><iframe src="/x"></iframe><form><input></form>ok')).toBe('ok');
    expect(clean('<style>p{background:url(//evil.example)}</style><p>ok</p>')).toBe('<p>ok</p>');
    expect(clean('<svg><a xlink:href="javascript:alert(1)">x</a></svg>')).toBe('<a>x</a>');
  });

  it('keeps the demo’s tables, lists and headings as written', () => {
    const table =
      '<h2>Sizes</h2><table class="table"><thead><tr><th scope="col">Size</th></tr></thead>' +
      '<tbody><tr><td>98</td></tr></tbody></table><ul><li><strong>Wool</strong></li></ul>';
    expect(clean(table)).toBe(table);
  });
});

describe('A page saved with the bypasses', () => {
  const shared = useSharedTestApp();

  it('is stored and served with the allow-list applied', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const html =
      '<p><a href="jav&#x09;ascript:alert(1)">a</a> <a href="vbscript:msgbox(1)">b</a> ' +
      '<a href="https://elsewhere.example/">c</a></p><p style="background:url(https://evil.example/x)">d</p>';
    const page = { type: 'page', areaId: 'b2b', languageCode: 'en', key: 'filtered' } as const;
    const body = {
      url: '/filtered',
      title: 'Filtered',
      template: 'page',
      metaDescription: null,
      parentPageId: null,
      blocks: [{ type: 'richText', html }],
    };
    const saved = await callApiUnchecked(
      app,
      endpoints.contentDocuments.update,
      { body: { ...page, body } },
      { token: manager },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const expected =
      '<p><a>a</a> <a>b</a> <a href="https://elsewhere.example/" rel="noopener noreferrer">c</a></p><p>d</p>';
    expect(saved.json().document.body.blocks[0].html).toBe(expected);
    const found = await callApiUnchecked(
      app,
      endpoints.contentDocuments.getBySearch,
      { body: { type: 'page', areaId: 'b2b', languageCode: 'en', key: 'filtered' } },
      { token: manager },
    );
    expect(found.json().items[0].body.blocks[0].html).toBe(expected);
  });
});
