import type { FileParams } from '@shop/contracts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { decodeCanonicalBase64Url, mediaFileFromBase64 } from './media-path.ts';
import type { MediaFile } from './media-store.ts';

/** A download: the media file and the name the browser saves it under. */
export type Download = { file: MediaFile; fileName: string };

/**
 * The name goes into a header, so it must be one plain name: no control characters (header injection),
 * no path separators, not empty, at most 255 characters.
 */
function checkFileName(fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f/\\]/.test(fileName) || fileName.trim() === '' || fileName.length > 255) {
    throw appError(
      'media.invalid-file-name',
      'b64FileName: must be a file name without control characters or slashes',
    );
  }
  return fileName;
}

/** Find a file of the media root to download under the given name; both parts are checked before the disk. */
export async function findDownload(ctx: Ctx, params: FileParams): Promise<Download> {
  const fileName = checkFileName(decodeCanonicalBase64Url(params.b64FileName, 'b64FileName'));
  const file = await mediaFileFromBase64(ctx.services.mediaStore, params.b64Path);
  return { file, fileName };
}
