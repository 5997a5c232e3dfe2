import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaFile } from './media-store.ts';

/** A year, immutable: image URLs name their content (path + size), so browsers and CDNs keep them. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/**
 * Headers every media answer carries: no type sniffing, and a sandbox so an SVG or HTML file opened
 * directly can never run script on the shop's origin.
 */
const safetyHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-site',
};

/** The given headers plus the safety headers every media answer carries. */
export function mediaHeaders(headers: Record<string, string>): Record<string, string> {
  return { ...safetyHeaders, ...headers };
}

/** Strong ETag of a file version: its size and modification time. */
export function fileEtag(file: Pick<MediaFile, 'size' | 'mtimeMs'>): string {
  return `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`;
}

/** The client's copy is current: If-None-Match decides when sent, else If-Modified-Since (RFC 9110 §13.2.2). */
export function isNotModified(request: FastifyRequest, etag: string, lastModified: Date | null): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  if (Number.isNaN(since) || !lastModified) return false;
  return Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range (video players seek with these); several ranges or a syntax we do not serve mean
 * "send it all", which RFC 9110 §14.2 allows. Out of bounds is 'unsatisfiable'.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Stream a media file with its validators, answering 304 for a current copy and 206/416 for ranges.
 * `headers` adds content type, cache control and disposition.
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MediaFile,
  headers: Record<string, string>,
): Promise<FastifyReply> {
  const etag = fileEtag(file);
  const lastModified = new Date(Math.floor(file.mtimeMs / 1000) * 1000);
  reply.headers({
    ...mediaHeaders(headers),
    etag,
    'last-modified': lastModified.toUTCString(),
    'accept-ranges': 'bytes',
  });
  if (isNotModified(request, etag, lastModified)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === etag ? parseByteRange(request.headers.range, file.size) : null;
  if (range === 'unsatisfiable') {
    reply.removeHeader('content-type');
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(await file.open(range));
  }
  return reply.header('content-length', String(file.size)).send(await file.open());
}
