import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where one rendered variant lives: fanned out by the key's first two characters. */
export function imageCacheFile(cacheDir: string, key: string, extension: string): string {
  return path.join(cacheDir, key.slice(0, 2), `${key}.${extension}`);
}

/** The cached bytes, or null when the variant was never stored (or cannot be read). */
export async function readCachedImage(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * Store a variant atomically: write a unique temporary file, then rename it over the final name, so a
 * reader sees either nothing or the whole image, even with several processes writing the same key.
 */
export async function writeCachedImage(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
