import { appError } from '../../lib/app-error.ts';
import type { MediaFile, MediaStore } from './media-store.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decode unpadded base64url. Only the one canonical spelling of a path is accepted (decode, re-encode,
 * compare), so padding, '+'/'/' spellings, stray bits or whitespace are 400, and every file has exactly
 * one URL (one cache entry, no filter bypass by spelling).
 */
export function decodeCanonicalBase64Url(encoded: string, field: string): string {
  const bytes = Buffer.from(encoded, 'base64url');
  if (bytes.length === 0 || bytes.toString('base64url') !== encoded) {
    throw appError('media.invalid-base64', `${field}: is not canonical unpadded base64url`);
  }
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw appError('media.invalid-base64', `${field}: does not decode to UTF-8 text`);
  }
}

/**
 * Check a decoded media path before it touches the disk: relative, '/'-separated, no empty, '.', '..'
 * or hidden segments, no NUL or other control characters, no backslashes or drive letters.
 */
export function checkMediaPath(relativePath: string, field: string): string[] {
  const refuse = (why: string) => appError('media.invalid-path', `${field}: ${why}`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(relativePath)) throw refuse('contains control characters');
  if (relativePath.length > 1024) throw refuse('is too long');
  if (relativePath.startsWith('/') || /^[A-Za-z]:/.test(relativePath) || relativePath.includes('\\')) {
    throw refuse('must be a relative path with / separators');
  }
  const segments = relativePath.split('/');
  if (segments.length > 32 || segments.some((segment) => segment === '' || segment.startsWith('.'))) {
    throw refuse('has an empty, dot or hidden segment');
  }
  return segments;
}

/** Lower-case extension of a file name without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Decode, check and find a `b64Path` path parameter in one go. */
export async function mediaFileFromBase64(store: MediaStore, b64Path: string): Promise<MediaFile> {
  const relativePath = decodeCanonicalBase64Url(b64Path, 'b64Path');
  checkMediaPath(relativePath, 'b64Path');
  return store.find(relativePath);
}
