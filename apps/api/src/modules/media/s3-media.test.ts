import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '../../test-support/media-fixture.ts';
import { type S3TestServer, startS3TestServer } from '../../test-support/s3-server.ts';
import { buildTestApp } from '../../test-support/test-app.ts';

let s3: S3TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  s3 = await startS3TestServer();
  // No folder at all: every byte must come from the bucket.
  app = await buildTestApp({
    mediaStorage: { kind: 's3', s3: s3.config },
    mediaDir: null,
    imageCacheDir: null,
  });
  const jpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  await app.services.mediaStore.put('products/wide.jpg', jpeg, 'image/jpeg');
  await app.services.mediaStore.put(
    'docs/guide.pdf',
    Buffer.from('%PDF-1.4 size guide 0123456789'),
    'application/pdf',
  );
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

const b64 = (relativePath: string) => Buffer.from(relativePath, 'utf8').toString('base64url');
const { getRawImage, getResizedImage, getFile } = endpoints.media;

describe('media on S3-compatible storage (MEDIA_STORAGE=s3)', () => {
  it('keeps uploads under the prefix in the bucket', async () => {
    expect((await s3.keys('shop/media/')).toSorted()).toEqual([
      'shop/media/docs/guide.pdf',
      'shop/media/products/wide.jpg',
    ]);
  });

  it('serves an original image from the bucket with its validators', async () => {
    const response = await app.inject({ url: mediaUrl(getRawImage, { b64Path: b64('products/wide.jpg') }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1600);
    const again = await app.inject({
      url: mediaUrl(getRawImage, { b64Path: b64('products/wide.jpg') }),
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('resizes from the bucket and keeps the variant in it: a miss, then a hit without the original', async () => {
    const url = mediaUrl(getResizedImage, {
      resize: 'fit',
      width: 400,
      height: 400,
      gravity: 'sm',
      b64Path: b64('products/wide.jpg'),
    });
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });
    const cached = await s3.keys('shop/image-cache/');
    expect(cached).toHaveLength(1);
    expect(cached[0]).toMatch(/^shop\/image-cache\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpeg$/);

    const second = await app.inject({ url });
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('serves a file whole and by range, and 404 for what the bucket does not hold', async () => {
    const url = mediaUrl(getFile, { b64Path: b64('docs/guide.pdf'), b64FileName: b64('Size guide.pdf') });
    const whole = await app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe('%PDF-1.4 size guide 0123456789');
    expect(whole.headers['content-disposition']).toContain('Size guide.pdf');
    const part = await app.inject({ url, headers: { range: 'bytes=9-18' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('size guide');
    expect(part.headers['content-range']).toBe('bytes 9-18/30');

    const missing = await app.inject({
      url: mediaUrl(getFile, { b64Path: b64('docs/none.pdf'), b64FileName: b64('x.pdf') }),
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await app.inject({
      url: mediaUrl(getRawImage, { b64Path: b64('../media/products/wide.jpg') }),
    });
    expect(traversal.statusCode).toBe(400);
  });
});
