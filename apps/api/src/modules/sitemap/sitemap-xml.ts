/** A URL of a urlset with its language versions (`hreflang` → absolute URL, including itself). */
export type SitemapUrl = { loc: string; alternates: Array<{ hreflang: string; href: string }> };

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escape text for XML content and double-quoted attributes (the sitemap protocol requires it for URLs). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

const declaration = '<?xml version="1.0" encoding="UTF-8"?>';

/** A `<urlset>` with `xhtml:link` alternates (Google's hreflang-in-sitemap form). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map((url) => {
    const links = url.alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
    );
    return `<url><loc>${escapeXml(url.loc)}</loc>${links.join('')}</url>`;
  });
  return [
    declaration,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` pointing at urlset pages. */
export function sitemapIndexXml(locations: readonly string[]): string {
  return [
    declaration,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
