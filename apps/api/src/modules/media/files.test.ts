import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaFixture, mediaUrl } from '../../test-support/media-fixture.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { contentDisposition } from './content-disposition.ts';

const media = createMediaFixture();
const shared = useSharedTestApp({ mediaDir: media.mediaDir, imageCacheDir: media.imageCacheDir });
beforeAll(() => media.write());
afterAll(() => media.remove());

const fileUrl = (file: string, name: string) =>
  mediaUrl(endpoints.media.getFile, { b64Path: media.b64(file), b64FileName: media.b64(name) });

describe('getFile', () => {
  it('downloads the file under the given name, UTF-8 safe, with its content type and validators', async () => {
    const guide = readFileSync(path.join(media.mediaDir, 'docs/Størrelsesguide.pdf'));
    const response = await shared.app.inject({
      url: fileUrl('docs/Størrelsesguide.pdf', 'Størrelsesguide 2025.pdf'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="St_rrelsesguide 2025.pdf"; filename*=UTF-8''St%C3%B8rrelsesguide%202025.pdf`,
    );
    expect(response.headers['content-length']).toBe(String(guide.length));
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.rawPayload).toEqual(guide);

    const again = await shared.app.inject({
      url: fileUrl('docs/Størrelsesguide.pdf', 'x.pdf'),
      headers: { 'if-modified-since': response.headers['last-modified'] as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a file under a long name, its base64 well past the 100 characters Fastify allows by default', async () => {
    const name = 'Nordlys størrelsesguide for børn og voksne, forår og sommer 2026 - endelig udgave.pdf';
    const url = fileUrl('docs/Størrelsesguide.pdf', name);
    expect(media.b64(name).length).toBeGreaterThan(100);
    const response = await shared.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(name));
  });

  it('serves byte ranges and answers 416 for a range past the end', async () => {
    const part = await shared.app.inject({
      url: fileUrl('docs/Størrelsesguide.pdf', 'guide.pdf'),
      headers: { range: 'bytes=-5' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('guide');
    const past = await shared.app.inject({
      url: fileUrl('docs/Størrelsesguide.pdf', 'guide.pdf'),
      headers: { range: 'bytes=500-600' },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });

  it('refuses names that could break the header, and non-canonical names', async () => {
    for (const name of ['evil\r\nSet-Cookie: a=b.pdf', 'a/b.pdf', '..\\x.pdf', ' ', 'tab\tname.pdf']) {
      const response = await shared.app.inject({ url: fileUrl('docs/Størrelsesguide.pdf', name) });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const padded = Buffer.from('guide.pdf!').toString('base64');
    expect(padded).toContain('=');
    const response = await shared.app.inject({
      url: mediaUrl(endpoints.media.getFile, {
        b64Path: media.b64('docs/Størrelsesguide.pdf'),
        b64FileName: padded,
      }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for a missing file and unknown types download as bytes', async () => {
    const missing = await shared.app.inject({ url: fileUrl('docs/none.pdf', 'none.pdf') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'not-found' });
    const text = await shared.app.inject({ url: fileUrl('docs/notes.txt', 'notes.txt') });
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('contentDisposition', () => {
  it('keeps plain names, and escapes quotes and RFC 5987 specials in both forms', () => {
    expect(contentDisposition('price-list.xlsx')).toBe(
      `attachment; filename="price-list.xlsx"; filename*=UTF-8''price-list.xlsx`,
    );
    expect(contentDisposition(`"Tilbud" (Åse's) *.pdf`)).toBe(
      `attachment; filename="_Tilbud_ (Ase's) *.pdf"; filename*=UTF-8''%22Tilbud%22%20%28%C3%85se%27s%29%20%2A.pdf`,
    );
  });
});
