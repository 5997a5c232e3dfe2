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
  it('from the back office’s editor is stored as the allow-list keeps it; a script is refused naming the field', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const page = { type: 'page', areaId: 'b2b', languageCode: 'da', key: 'om-uld' } as const;
    const body = (html: string) => ({
      url: '/om-uld',
      title: 'Om uld',
      template: 'page',
      metaDescription: null,
      parentPageId: null,
      blocks: [
        { type: 'hero', heading: 'Uld', text: '', image: null, linkText: null, linkUrl: null },
        { type: 'richText', html },
      ],
    });
    const save = (html: string) =>
      callApiUnchecked(
        app,
        endpoints.contentDocuments.update,
        { body: { ...page, body: body(html) } },
        { token: manager },
      );

    // What the editor writes, and what a browser could add to it that the contract's check lets through.
    const posted =
      '<h2>Uld</h2><p>Blød <strong>merino</strong> og <a href="https://care.example/" target="_blank">pleje</a></p>' +
      '<p><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x"><svg><use href="https://evil.example/x.svg#a"></use></svg>' +
      '<input autofocus value="x"><textarea>t</textarea><a href="https://evil.example/" target="_top" rel="opener">ud</a></p>';
    const saved = await save(posted);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored =
      '<h2>Uld</h2><p>Blød <strong>merino</strong> og <a href="https://care.example/" target="_blank" rel="noopener noreferrer">pleje</a></p>' +
      '<p><img alt="x" /><a href="https://evil.example/" rel="noopener noreferrer">ud</a></p>';
    expect(saved.json().document.body.blocks[1].html).toBe(stored);
    const shown = await callApiUnchecked(app, endpoints.content.getContentByUrl, {
      query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', Url: '/om-uld' },
    });
    expect(shown.json().content.blocks[1].html).toBe(stored);

    for (const html of ['<p>Hej</p><script>alert(1)</script>', '<p onclick="alert(1)">Hej</p>']) {
      const refused = await save(html);
      expect(refused.statusCode, html).toBe(400);
      expect(refused.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
        'body.body.blocks.1.html',
      ]);
    }
  });
});
