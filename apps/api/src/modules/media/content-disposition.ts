/**
 * `attachment` with the file name twice: a plain ASCII fallback for old clients, and the exact UTF-8 name
 * in RFC 5987/6266 `filename*` form (so 'Størrelsesguide.pdf' keeps its ø).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
