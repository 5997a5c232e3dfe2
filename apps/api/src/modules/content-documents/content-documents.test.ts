import type { Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
const calls = endpoints.contentDocuments;
const settingsEn = { type: 'areaSettings', areaId: 'b2b', languageCode: 'en', key: 'settings' } as const;

/** A valid body of every call, to send as callers who may not. */
const validInputs: Array<[Endpoint, unknown]> = [
  [calls.getBySearch, { type: 'page' }],
  [
    calls.update,
    { type: 'translation', areaId: 'b2b', languageCode: 'en', key: 'x.y', body: { value: 'z' } },
  ],
  [calls.deleteByKey, { type: 'page', areaId: 'b2b', languageCode: 'en', key: 'about' }],
  [calls.getVersions, { document: settingsEn }],
  [calls.restoreVersion, { document: settingsEn, version: 1 }],
];

async function post(app: FastifyInstance, endpoint: Endpoint, body: unknown, token?: string) {
  return callApiUnchecked(app, endpoint, { body }, { token: token ?? null });
}

describe('the content document calls', () => {
  it('are refused for anonymous callers (401), dealers and sales users (403)', async () => {
    const { app } = shared;
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const sales = await loginAs(app, 'sales@nordlys.demo');
    const proposal = await loginAs(app, 'proposal@nordlys.demo');
    for (const [endpoint, body] of validInputs) {
      expect((await post(app, endpoint, body)).statusCode, endpoint.operationId).toBe(401);
      for (const token of [dealer, sales, proposal]) {
        expect((await post(app, endpoint, body, token)).statusCode, endpoint.operationId).toBe(403);
      }
    }
    // Nothing was written by the refused calls.
    const [row] = await queryRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from content_document_versions`,
    );
    expect(Number(row?.count)).toBe(0);
  });

  it('find documents by type, area, language, key and text, paged', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const search = async (body: Record<string, unknown>) => {
      const answer = await post(app, calls.getBySearch, body, manager);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const settings = await search({ type: 'areaSettings', languageCode: 'da' });
    expect(settings.itemsTotal).toBe(1);
    expect(settings.items[0]).toMatchObject({
      ...settingsEn,
      languageCode: 'da',
      version: 0,
      deletable: false,
      updatedAt: null,
    });
    expect(settings.items[0].body.globalBannerEnabled).toBe(true);
    expect(settings.items[0].body.popularSearchesSearchWords).toContain('kjole');

    const pages = await search({ type: 'page', languageCode: 'en', text: 'founded' });
    expect(pages.items.map((item: { key: string }) => item.key)).toEqual(['about']);
    expect(pages.items[0].body.blocks.length).toBeGreaterThan(0);
    expect(pages.items[0].deletable).toBe(true);
    const home = await search({ type: 'page', key: 'home', languageCode: 'en' });
    expect(home.items[0].deletable).toBe(false);

    const menu = await search({ type: 'menu', areaId: 'b2b', languageCode: 'en' });
    expect(menu.items[0].body.items.length).toBeGreaterThan(0);

    const texts = await search({ type: 'translation', languageCode: 'en', key: 'checkout.step.*' });
    expect(texts.itemsTotal).toBe(4);
    expect(texts.items.map((item: { key: string }) => item.key)).toEqual([
      'checkout.step.billing',
      'checkout.step.orderTypes',
      'checkout.step.payment',
      'checkout.step.shipping',
    ]);
    expect(texts.items[0]).toMatchObject({
      title: 'Billing and terms',
      body: { value: 'Billing and terms' },
    });
    expect(texts.items[0].deletable).toBe(false);

    const first = await search({ type: 'translation', languageCode: 'en', take: 3 });
    const second = await search({ type: 'translation', languageCode: 'en', skip: 3, take: 3 });
    expect(first.itemsTotal).toBe(second.itemsTotal);
    expect(first.itemsTotal).toBeGreaterThan(100);
    const keys = [...first.items, ...second.items].map((item: { key: string }) => item.key);
    expect(new Set(keys).size).toBe(6);
    expect([...keys].sort()).toEqual(keys);
    // A wildcard of LIKE is a character like any other.
    expect((await search({ text: '%_%' })).itemsTotal).toBe(0);
  });

  it('refuse bodies their type does not allow, naming the field', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const found = await post(app, calls.getBySearch, { ...settingsEn, key: undefined }, manager);
    const settings = found.json().items[0].body;
    const refused = async (body: unknown, path: string) => {
      const answer = await post(app, calls.update, body, manager);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errorCode).toBe('validation-failed');
      expect(answer.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    };
    await refused(
      { ...settingsEn, body: { ...settings, globalBannerBackgroundColor: 'red' } },
      'body.body.globalBannerBackgroundColor',
    );
    await refused(
      { ...settingsEn, body: { ...settings, globalBannerLinkUrl: 'javascript:alert(1)' } },
      'body.body.globalBannerLinkUrl',
    );
    await refused(
      { ...settingsEn, body: { ...settings, globalBannerText: 7 } },
      'body.body.globalBannerText',
    );
    await refused(
      {
        ...settingsEn,
        body: { ...settings, globalBannerDisplayFrom: '2027-01-01', globalBannerDisplayUntil: '2026-01-01' },
      },
      'body.body.globalBannerDisplayUntil',
    );
    await refused({ ...settingsEn, key: 'other', body: settings }, 'body.key');
    await refused({ ...settingsEn, type: 'poster', body: settings }, 'body.type');
    const page = { type: 'page', areaId: 'b2b', languageCode: 'en', key: 'about' };
    const aboutBody = {
      url: '/about',
      title: 'About',
      template: 'page',
      metaDescription: null,
      parentPageId: null,
      blocks: [{ type: 'richText', html: '<p>Hi</p><img src=x onerror="alert(1)">' }],
    };
    await refused({ ...page, body: aboutBody }, 'body.body.blocks.0.html');
    await refused(
      { ...page, body: { ...aboutBody, blocks: [{ type: 'hero' }] } },
      'body.body.blocks.0.heading',
    );
    await refused({ ...page, body: { ...aboutBody, blocks: [], url: 'about' } }, 'body.body.url');
    await refused({ ...page, body: { ...aboutBody, blocks: [], title: '' } }, 'body.body.title');
    await refused(
      { type: 'translation', areaId: 'b2b', languageCode: 'en', key: 'a b', body: { value: 'x' } },
      'body.key',
    );
    const deep = { id: 'x', name: 'x', url: '/x', externalLink: false, menus: [], children: [] as unknown[] };
    let tree = deep;
    for (let level = 0; level < 5; level++) tree = { ...deep, id: `x${level}`, children: [tree] };
    await refused(
      { type: 'menu', areaId: 'b2b', languageCode: 'en', key: 'menu', body: { items: [tree] } },
      'body.body.items.0.children.0.children.0.children.0.children',
    );
    // The live documents did not change.
    const after = await post(app, calls.getBySearch, { ...settingsEn, key: undefined }, manager);
    expect(after.json().items[0].body).toEqual(settings);
  });

  it('refuse a version number past what the database holds with 400, naming it (a fuzz find)', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const restore = await post(
      app,
      calls.restoreVersion,
      { document: settingsEn, version: 2 ** 40 },
      manager,
    );
    expect(restore.statusCode, restore.body).toBe(400);
    expect(restore.body).toMatch(/version/);
    const update = await post(
      app,
      calls.update,
      {
        type: 'translation',
        areaId: 'b2b',
        languageCode: 'en',
        key: 'x.y',
        body: { value: 'z' },
        expectedVersion: 2 ** 40,
      },
      manager,
    );
    expect(update.statusCode, update.body).toBe(400);
    expect(update.body).toMatch(/expectedVersion/);
  });

  it('never answer 5xx to fuzzed bodies', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const ref = fc.record({
      type: fc.oneof(fc.constantFrom('page', 'menu', 'areaSettings', 'translation'), fc.anything()),
      areaId: fc.oneof(fc.constant('b2b'), fc.string()),
      languageCode: fc.oneof(fc.constantFrom('en', 'da'), fc.string()),
      key: fc.oneof(fc.constantFrom('about', 'menu', 'settings', 'home', 'fuzz-key'), fc.string()),
    });
    const bodies = fc.oneof(
      fc.anything(),
      ref,
      fc.record({ document: ref, version: fc.oneof(fc.integer(), fc.anything()) }),
      ref.chain((document) =>
        fc.record({
          ...Object.fromEntries(Object.entries(document).map(([k, v]) => [k, fc.constant(v)])),
          body: fc.anything(),
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...validInputs.map(([endpoint]) => endpoint)),
        bodies,
        async (endpoint, body) => {
          const answer = await post(app, endpoint, body, manager);
          expect(answer.statusCode, `${endpoint.operationId} ${answer.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
