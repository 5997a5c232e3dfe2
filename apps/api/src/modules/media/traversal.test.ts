import path from 'node:path';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaFixture, mediaUrl } from '../../test-support/media-fixture.ts';
import { useSharedTestApp, useTestApp } from '../../test-support/test-app.ts';

const media = createMediaFixture();
const shared = useSharedTestApp({ mediaDir: media.mediaDir, imageCacheDir: media.imageCacheDir });
beforeAll(() => media.write());
afterAll(() => media.remove());

/** Every route that reads a media path, with the path segment to attack. */
const { getFile, getRawImage, getResizedImage } = endpoints.media;
const routes = {
  resized: (segment: string) =>
    mediaUrl(getResizedImage, { resize: 'fit', width: 800, height: 800, gravity: 'sm', b64Path: segment }),
  raw: (segment: string) => mediaUrl(getRawImage, { b64Path: segment }),
  file: (segment: string) => mediaUrl(getFile, { b64Path: segment, b64FileName: media.b64('download.jpg') }),
};

/** Decoded paths that try to leave the media root, with the answer each must get. */
const attacks = (): Array<[string, string, number]> => [
  ['parent segment', '../secret.jpg', 400],
  ['parent after a folder', 'products/../../secret.jpg', 400],
  ['current-folder segment', './products/wide.jpg', 400],
  ['absolute path', path.join(media.root, 'secret.jpg'), 400],
  ['absolute path of a system file', '/etc/passwd', 400],
  ['backslashes', '..\\secret.jpg', 400],
  ['drive letter', 'C:/secret.jpg', 400],
  ['NUL byte', 'products/wide.jpg\u0000../../secret.jpg', 400],
  ['hidden file', 'products/.secret.jpg', 400],
  ['empty segment', 'products//wide.jpg', 400],
  ['symlink leading out of the root', 'products/escape.jpg', 404],
  ['symlink of a download leading out of the root', 'docs/escape.pdf', 404],
  ['a folder', 'products', 404],
];

const leaks = (body: Buffer) =>
  body.includes(media.secretJpeg) || body.includes(Buffer.from(media.secretText)) || body.includes('root:');

describe('media paths cannot leave the media root', () => {
  for (const [route, url] of Object.entries(routes)) {
    it(`${route}: traversal, absolute paths, NUL and symlinks out are refused without the outside bytes`, async () => {
      for (const [name, decoded, status] of attacks()) {
        const response = await shared.app.inject({ url: url(media.b64(decoded)) });
        expect(leaks(response.rawPayload), `${route} ${name}`).toBe(false);
        // A path that names no image type is refused by type on the image routes, before the disk.
        expect([status, 400], `${route} ${name}`).toContain(response.statusCode);
        expect(response.statusCode, `${route} ${name}`).not.toBe(200);
      }
    });

    it(`${route}: URL-level tricks (encoded slashes and dots, double encoding) never reach a file`, async () => {
      const tricks = [
        '..%2Fsecret.jpg',
        '%2E%2E%2Fsecret.jpg',
        '..%252Fsecret.jpg',
        encodeURIComponent(Buffer.from('../secret.jpg').toString('base64')),
        `${media.b64('products/wide.jpg')}%00`,
      ];
      for (const trick of tricks) {
        const response = await shared.app.inject({ url: url(trick) });
        expect(leaks(response.rawPayload), `${route} ${trick}`).toBe(false);
        expect([400, 404], `${route} ${trick}`).toContain(response.statusCode);
      }
    });
  }

  it('follows a symlink that stays inside the root', async () => {
    const response = await shared.app.inject({ url: routes.raw(media.b64('products/alias.jpg')) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for every media route when the app has no media root', async () => {
    const app = await useTestApp({ mediaDir: null });
    for (const url of Object.values(routes)) {
      const response = await app.inject({ url: url(media.b64('products/wide.jpg')) });
      expect(response.statusCode, url('…')).toBe(404);
    }
  });
});
