import { randomUUID } from 'node:crypto';
import { access, mkdir, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/**
 * Render an SVG to a JPEG file unless the file already exists. Returns whether it rendered. Writes to a
 * temporary name first, so an interrupted run never leaves a half-written image that later runs would skip.
 */
export async function writeSvgJpeg(svg: string, file: string): Promise<boolean> {
  try {
    await access(file);
    return false;
  } catch {
    // Missing: render it below.
  }
  await mkdir(dirname(file), { recursive: true });
  // Its own partial file per writer: two writers of one picture never write into the same file.
  const partial = `${file}.${process.pid}-${randomUUID()}.partial`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: false }).toFile(partial);
  await rename(partial, file);
  return true;
}
