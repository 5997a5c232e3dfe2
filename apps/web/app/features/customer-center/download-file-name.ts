/**
 * The file name a download's Content-Disposition gives: the RFC 6266 `filename*` (UTF-8, percent-encoded,
 * which carries the user's language, e.g. "Ordrebekræftelse") before the plain `filename`; null when there is
 * none. Path separators are dropped, so a name can never point anywhere but the downloads folder.
 */
export function downloadFileName(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(contentDisposition);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(contentDisposition);
    name = plain ? (plain[2] ?? plain[1] ?? '').replace(/\\(.)/g, '$1').trim() : null;
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : null;
}
