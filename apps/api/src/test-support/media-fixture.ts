import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Endpoint } from '@shop/contracts';
import sharp from 'sharp';

/** Test support: a media root with small images and files, and secrets just outside it. */
export type MediaFixture = {
  root: string;
  mediaDir: string;
  imageCacheDir: string;
  /** A JPEG outside the media root; no answer may ever contain these bytes. */
  secretJpeg: Buffer;
  /** A text file outside the media root. */
  secretText: string;
  /** Unpadded base64url of a media path, as the web builds it. */
  b64(relativePath: string): string;
  /** Fill the folders (call in beforeAll). */
  write(): Promise<void>;
  remove(): void;
};

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** Folders are named now (so the app config can point at them); files are written by `write()`. */
export function createMediaFixture(): MediaFixture {
  const root = mkdtempSync(path.join(tmpdir(), 'nordlys-media-test-'));
  const mediaDir = path.join(root, 'media');
  const secretText = 'TOP-SECRET-OUTSIDE-THE-MEDIA-ROOT';
  const fixture: MediaFixture = {
    root,
    mediaDir,
    imageCacheDir: path.join(root, 'cache', 'images'),
    secretJpeg: Buffer.alloc(0),
    secretText,
    b64: (relativePath) => Buffer.from(relativePath, 'utf8').toString('base64url'),
    async write() {
      for (const folder of ['products', 'docs', 'video', 'ø-mappe']) {
        mkdirSync(path.join(mediaDir, folder), { recursive: true });
      }
      const put = (name: string, bytes: Buffer | string) => writeFileSync(path.join(mediaDir, name), bytes);
      put('products/wide.jpg', await solid(1200, 600, '#c8323c').jpeg().toBuffer());
      put('products/small.jpg', await solid(100, 50, '#2f5d9e').jpeg().toBuffer());
      put(
        'products/tall.png',
        await sharp({ create: { width: 300, height: 900, channels: 4, background: '#4f7a4a80' } })
          .png()
          .toBuffer(),
      );
      put('products/~~~.jpg', await solid(64, 64, '#1f1f22').jpeg().toBuffer());
      put('ø-mappe/billede.jpg', await solid(320, 320, '#f7f6f1').jpeg().toBuffer());
      put('products/anim.gif', await solid(40, 40, '#ffcc00').gif().toBuffer());
      put('video/clip.mp4', Buffer.from('\u0000\u0000\u0000\u0018ftypmp42 fake video bytes 0123456789'));
      put('docs/Størrelsesguide.pdf', '%PDF-1.4 size guide');
      put('docs/notes.txt', 'not an image');

      fixture.secretJpeg = await solid(30, 30, '#000000').jpeg({ quality: 37 }).toBuffer();
      writeFileSync(path.join(root, 'secret.jpg'), fixture.secretJpeg);
      writeFileSync(path.join(root, 'secret.txt'), secretText);
      // A link inside the root pointing out of it, and one pointing at a file inside it.
      symlinkSync(path.join(root, 'secret.jpg'), path.join(mediaDir, 'products/escape.jpg'));
      symlinkSync(path.join(root, 'secret.txt'), path.join(mediaDir, 'docs/escape.pdf'));
      symlinkSync(path.join(mediaDir, 'products/wide.jpg'), path.join(mediaDir, 'products/alias.jpg'));
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
  return fixture;
}

/**
 * The URL of a media call with its path segments put in as given, not encoded: the media suites send
 * malformed and already-encoded segments on purpose (`%23abc`, `..%2F`, padded base64).
 */
export function mediaUrl(endpoint: Endpoint, segments: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const segment = segments[name];
    if (segment === undefined) throw new Error(`${endpoint.operationId}: segment ${name} is missing`);
    return String(segment);
  });
}
