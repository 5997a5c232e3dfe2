/** Content types of the media root's files, by lower-case extension. Unknown types download as bytes. */
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  zip: 'application/zip',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export function contentTypeFor(extension: string): string {
  return contentTypes[extension] ?? 'application/octet-stream';
}

/** What /images/raw serves: pictures and the videos the web links directly. */
export const rawImageExtensions: ReadonlySet<string> = new Set([
  'jpg',
  'jpeg',
  'png',
  'webp',
  'avif',
  'gif',
  'svg',
  'mp4',
  'webm',
]);

/** Spec §9: .gif and .mp4 are not proxied (resized); the web links them through /images/raw. */
export const notProxiedExtensions: ReadonlySet<string> = new Set(['gif', 'mp4']);

/** Sources the resizer reads. SVG is left out on purpose: rasterising untrusted SVG is an attack surface. */
export const resizableExtensions: ReadonlySet<string> = new Set([
  'jpg',
  'jpeg',
  'png',
  'webp',
  'avif',
  'tif',
  'tiff',
]);
