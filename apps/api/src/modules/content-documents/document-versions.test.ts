import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { english, pageSearch, postSearch } from '../../test-support/search-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
const calls = endpoints.contentDocuments;
const settingsDa = { type: 'areaSettings', areaId: 'b2b', languageCode: 'da', key: 'settings' } as const;
const areaQuery = (language: 'en' | 'da') => ({ query: { AreaId: 'b2b', Language: language } }) as const;

async function manager(app: FastifyInstance) {
  return loginAs(app, 'manager@nordlys.demo');
}

async function send(
  app: FastifyInstance,
  endpoint: (typeof calls)[keyof typeof calls],
  body: unknown,
  token: string,
) {
  return callApiUnchecked(app, endpoint, { body }, { token });
}

async function documentOf(app: FastifyInstance, token: string, ref: Record<string, string>) {
  const answer = await send(app, calls.getBySearch, ref, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().items[0];
}

describe('saving, versions and restore', () => {
  it("shows a new banner on the shop's next read, keeps the old one and restores it", async () => {
    const { app } = shared;
    const staff = await manager(app);
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const banner = async () =>
      (await callApi(app, endpoints.area.getAreaById, areaQuery('da'), { token: dealer })).json().settings;
    const before = await banner();
    // The area is cached now: the change must reach it anyway.
    expect((await banner()).globalBannerText).toBe(before.globalBannerText);
    const document = await documentOf(app, staff, settingsDa);
    expect(document.version).toBe(0);

    const newText = 'Vinterudsalg: 20 % på overtøj';
    const saved = await send(
      app,
      calls.update,
      {
        ...settingsDa,
        body: { ...document.body, globalBannerText: newText, globalBannerBackgroundColor: '#7a1f1f' },
        expectedVersion: 0,
      },
      staff,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().document).toMatchObject({ ...settingsDa, version: 2, deletable: false });
    expect(await banner()).toMatchObject({
      globalBannerText: newText,
      globalBannerBackgroundColor: '#7a1f1f',
    });
    // The English shop is another document.
    const english = (
      await callApi(app, endpoints.area.getAreaById, areaQuery('en'), { token: dealer })
    ).json();
    expect(english.settings.globalBannerText).not.toBe(newText);

    // A save from an editor that started before this one is refused, not lost.
    const stale = await send(
      app,
      calls.update,
      { ...settingsDa, body: document.body, expectedVersion: 0 },
      staff,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'document-version-conflict' });

    const versions = (await send(app, calls.getVersions, { document: settingsDa }, staff)).json();
    expect(versions.itemsTotal).toBe(2);
    expect(versions.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.items[0].savedBy).toBe('manager@nordlys.demo');
    expect(versions.items[1].savedBy).toBeNull();
    expect(versions.items[1].body.globalBannerText).toBe(before.globalBannerText);

    const restored = await send(app, calls.restoreVersion, { document: settingsDa, version: 1 }, staff);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().document.version).toBe(3);
    expect((await banner()).globalBannerText).toBe(before.globalBannerText);
    expect((await send(app, calls.getVersions, { document: settingsDa }, staff)).json().itemsTotal).toBe(3);

    // Switched off, the text stays in the settings and the shop's banner flag says so.
    await send(
      app,
      calls.update,
      { ...settingsDa, body: { ...document.body, globalBannerEnabled: false } },
      staff,
    );
    expect(await banner()).toMatchObject({
      globalBannerEnabled: false,
      globalBannerText: before.globalBannerText,
    });

    const audit = await queryRows<{ action: string; entity_id: string; actor_user_id: string | null }>(
      app.db,
      sql`select action, entity_id, actor_user_id from audit_log where entity = 'content-document' order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'document.update',
      'document.restore',
      'document.update',
    ]);
    expect(audit[0]?.entity_id).toBe('areaSettings:b2b:da:settings');
    expect(audit.every((row) => row.actor_user_id !== null)).toBe(true);

    const missing = await send(app, calls.restoreVersion, { document: settingsDa, version: 99 }, staff);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('document-version-not-found');
  });

  it('refuses to delete what the shop needs, naming why', async () => {
    const { app } = shared;
    const staff = await manager(app);
    const refused = async (ref: Record<string, string>, words: string) => {
      const answer = await send(app, calls.deleteByKey, ref, staff);
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().errorCode).toBe('document-not-deletable');
      expect(answer.json().message).toContain(words);
    };
    await refused(settingsDa, 'Area settings');
    await refused({ type: 'menu', areaId: 'b2b', languageCode: 'en', key: 'menu' }, 'menu');
    await refused({ type: 'page', areaId: 'b2b', languageCode: 'en', key: 'home' }, 'home page');
    await refused(
      { type: 'translation', areaId: 'b2b', languageCode: 'en', key: 'checkout.title' },
      'checkout.title',
    );
    const absent = await send(
      app,
      calls.deleteByKey,
      { type: 'page', areaId: 'b2b', languageCode: 'en', key: 'no-such-page' },
      staff,
    );
    expect(absent.statusCode).toBe(404);
    const noArea = await send(
      app,
      calls.update,
      { type: 'translation', areaId: 'nowhere', languageCode: 'en', key: 'a.b', body: { value: 'x' } },
      staff,
    );
    expect(noArea.statusCode).toBe(404);
    expect(noArea.json().errorCode).toBe('area-not-found');
  });

  it('creates a page the shop and its search find at once, deletes it and restores it', async () => {
    const { app } = shared;
    const staff = await manager(app);
    const ref = { type: 'page', areaId: 'b2b', languageCode: 'en', key: 'winter-care' } as const;
    const body = {
      url: '/winter-care',
      title: 'Winter care',
      template: 'page',
      metaDescription: 'How to wash wool',
      parentPageId: null,
      blocks: [{ type: 'richText', html: '<p>Wash merino inside out at 30 degrees.</p>' }],
    };
    const content = () =>
      callApi(app, endpoints.content.getContentByUrl, {
        query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'en', Url: '/winter-care' },
      });
    const found = async () =>
      (
        await postSearch(app, pageSearch, {
          area: english,
          search: { match: { field: 'text', query: 'merino' } },
        })
      ).body.items.map((hit: { id: string }) => hit.id);
    expect((await content()).json().statusCode).toBe(404);
    expect(await found()).toEqual([]);

    const saved = await send(app, calls.update, { ...ref, body }, staff);
    expect(saved.statusCode, saved.body).toBe(200);
    // A new document has no shipped version: the save is its first.
    expect(saved.json().document.version).toBe(1);
    expect((await content()).json()).toMatchObject({ statusCode: 200, content: { title: 'Winter care' } });
    expect(await found()).toEqual(['winter-care-en']);

    const clash = await send(
      app,
      calls.update,
      { ...ref, key: 'other-page', body: { ...body, title: 'Other' } },
      staff,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ errorCode: 'document-url-taken' });
    expect(clash.json().message).toContain('winter-care');

    const deleted = await send(app, calls.deleteByKey, ref, staff);
    expect(deleted.json()).toEqual({ deleted: true, version: 2 });
    expect((await content()).json().statusCode).toBe(404);
    expect(await found()).toEqual([]);
    const deletedVersion = await send(app, calls.restoreVersion, { document: ref, version: 2 }, staff);
    expect(deletedVersion.statusCode).toBe(409);
    expect(deletedVersion.json().errorCode).toBe('document-version-invalid');

    const restored = await send(app, calls.restoreVersion, { document: ref, version: 1 }, staff);
    expect(restored.json().document.version).toBe(3);
    expect((await content()).json().content.title).toBe('Winter care');
    expect(await found()).toEqual(['winter-care-en']);
  });

  it('saves UI texts and menus the shop serves at once; a shipped text edited by staff survives the start sync', async () => {
    const { app } = shared;
    const staff = await manager(app);
    const texts = () =>
      callApi(app, endpoints.content.getTranslationsByAreaId, {
        query: { AreaId: 'b2b', LanguageCode: 'da' },
      });
    expect((await texts()).json()['checkout.title']).toBe('Kassen');
    const ref = { type: 'translation', areaId: 'b2b', languageCode: 'da', key: 'checkout.title' } as const;
    const saved = await send(app, calls.update, { ...ref, body: { value: 'Til kassen' } }, staff);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await texts()).json()['checkout.title']).toBe('Til kassen');
    const { syncTranslations } = await import('../content/index.ts');
    await syncTranslations(app.db);
    const [row] = await queryRows<{ value: string }>(
      app.db,
      sql`select value from translations where area_id = 'b2b' and language_code = 'da' and key = 'checkout.title'`,
    );
    expect(row?.value).toBe('Til kassen');

    // A text the shop does not ship may be deleted.
    const own = { type: 'translation', areaId: 'b2b', languageCode: 'da', key: 'campaign.winter' } as const;
    await send(app, calls.update, { ...own, body: { value: 'Vinter' } }, staff);
    expect((await texts()).json()['campaign.winter']).toBe('Vinter');
    expect((await send(app, calls.deleteByKey, own, staff)).statusCode).toBe(200);
    expect((await texts()).json()['campaign.winter']).toBeUndefined();

    const menuRef = { type: 'menu', areaId: 'b2b', languageCode: 'da', key: 'menu' } as const;
    const menu = await documentOf(app, staff, menuRef);
    const items = [
      {
        id: 'da-page-sale',
        name: 'Udsalg',
        url: '/udsalg',
        externalLink: false,
        menus: ['primary'],
        children: [],
      },
      ...menu.body.items,
    ];
    const menuSaved = await send(app, calls.update, { ...menuRef, body: { items } }, staff);
    expect(menuSaved.statusCode, menuSaved.body).toBe(200);
    const area = (await callApi(app, endpoints.area.getAreaById, areaQuery('da'))).json();
    expect(area.menus[0]).toMatchObject({ id: 'da-page-sale', name: 'Udsalg' });
    // An id of the English menu cannot be taken over.
    const taken = await send(
      app,
      calls.update,
      { ...menuRef, body: { items: [{ ...items[0], id: 'en-girls' }] } },
      staff,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'document-id-taken' });
    expect(taken.json().message).toContain('en-girls');
  });
});
