import { createReadStream } from 'node:fs';
import { mkdir, realpath, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../../lib/app-error.ts';
import { extensionOf } from './media-path.ts';
import type { MediaFile, MediaStore } from './media-store.ts';

/**
 * Media in a folder (`MEDIA_DIR`). A missing file, a directory, or anything whose real path (after
 * symlinks) lies outside the root answers 404: the same answer, so it says nothing about what exists
 * outside. `mediaDir` null: no media (tests without files).
 */
export function folderMediaStore(mediaDir: string | null): MediaStore {
  return {
    kind: 'folder',
    async find(relativePath) {
      if (!mediaDir) throw notFound();
      let root: string;
      let absolutePath: string;
      try {
        root = await realpath(mediaDir);
        absolutePath = await realpath(path.join(root, ...relativePath.split('/')));
      } catch {
        throw notFound();
      }
      if (!absolutePath.startsWith(root + path.sep)) throw notFound();
      const info = await stat(absolutePath).catch(() => null);
      if (!info?.isFile()) throw notFound();
      const file: MediaFile = {
        relativePath,
        extension: extensionOf(absolutePath),
        size: info.size,
        mtimeMs: info.mtimeMs,
        open: async (range) => createReadStream(absolutePath, range),
        source: async () => absolutePath,
      };
      return file;
    },
    async put(relativePath, bytes) {
      if (!mediaDir) throw new Error('no media folder configured (MEDIA_DIR)');
      const target = path.join(mediaDir, ...relativePath.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed: a reader sees the old file or the new one, never half of one.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
  };
}
