import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
/** GetAreaById with any query (refused ones too). */
const getArea = (query: Record<string, string>) =>
  callApiUnchecked(shared.app, endpoints.area.getAreaById, { query });

describe('GetAreaById', () => {
  it('answers the English and the Danish area with menus, footer and languages', async () => {
    const en = await getArea({ AreaId: 'b2b', Language: 'en' });
    const da = await getArea({ AreaId: 'b2b', Language: 'da' });
    expect(en.statusCode).toBe(200);
    expect(da.statusCode).toBe(200);
    const enArea = en.json();
    const daArea = da.json();
    expect(enArea).toMatchObject({
      areaId: 'b2b',
      languageCode: 'en',
      currencyCode: 'EUR',
      imagePrefix: '/images',
    });
    expect(daArea.languageCode).toBe('da');
    expect(enArea.languages.map((l: { name: string }) => l.name).sort()).toEqual(['Dansk', 'English']);
    expect(enArea.menus.length).toBeGreaterThan(0);
    expect(enArea.menus.some((m: { children: unknown[] }) => m.children.length > 0)).toBe(true);
    // The same menu in the other language has other names.
    expect(enArea.menus.map((m: { name: string }) => m.name)).not.toEqual(
      daArea.menus.map((m: { name: string }) => m.name),
    );
    expect(enArea.footerContent.columns.length).toBeGreaterThan(0);
  });

  it('sends the global banner to logged-in users only', async () => {
    const { app } = shared;
    const anonymous = (await getArea({ AreaId: 'b2b', Language: 'en' })).json();
    expect(anonymous.settings.globalBannerText).toBeNull();
    const token = await loginAs(app, 'dealer@nordlys.demo');
    const user = (
      await callApi(app, endpoints.area.getAreaById, { query: { AreaId: 'b2b', Language: 'en' } }, { token })
    ).json();
    expect(user.settings.globalBannerText).toEqual(expect.any(String));
    // And the anonymous answer is not spoiled by the cached logged-in one.
    const again = (await getArea({ AreaId: 'b2b', Language: 'en' })).json();
    expect(again.settings.globalBannerText).toBeNull();
  });

  it("answers 'Could not find area id for languageId' for an unknown area", async () => {
    const response = await getArea({ AreaId: 'nowhere', Language: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Could not find area id for languageId',
      errorCode: 'area-not-found',
      type: 'NotFoundException',
    });
  });

  it('names the missing or wrong query field with a 400', async () => {
    const missing = await getArea({ Language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('AreaId');
    const wrong = await getArea({ AreaId: 'b2b', Language: 'klingon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'validation-failed', type: 'ValidationException' });
    expect(wrong.json().message).toContain('Language');
  });
});
