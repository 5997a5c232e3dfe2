import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test-support/call-api.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';

const mediaDir = await mkdtemp(path.join(tmpdir(), 'nordlys-demo-images-'));
// A demo of two styles with its images rendered, as the first start renders them.
const shared = useSharedTestApp({ mediaDir, demo: { loadWhenEmpty: true, styles: 2, renderImages: true } });
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

describe("the demo catalogue's images", () => {
  it('answers 200 for every picture the catalogue hands out for a demo product, the gallery close-up too', async () => {
    const ids = ['NL10001', 'NL10002'];
    const answer = await callApi(shared.app, endpoints.product.getProductsByIds, {
      body: { area: { areaId: 'b2b', languageCode: 'en' }, ids },
    });
    const items = answer.json().items as Record<
      string,
      { colors: Record<string, { media: { url: string }[] }> }
    >;
    const urls = Object.values(items).flatMap((product) =>
      Object.values(product.colors).flatMap((color) => color.media.map((media) => media.url)),
    );
    expect(Object.keys(items).sort()).toEqual(ids);
    expect(urls.some((url) => url.endsWith('-detail.jpg'))).toBe(true);
    for (const url of urls) {
      const b64Path = Buffer.from(url, 'utf8').toString('base64url');
      const response = await shared.app.inject({ url: pathOf(endpoints.media.getRawImage, { b64Path }) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/jpeg');
    }
  });
});
