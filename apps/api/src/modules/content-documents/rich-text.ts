import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a content editor may store (ADR 71): text structure, links, images and tables, nothing that runs,
 * frames, loads styles or submits. Everything else is removed on save, its text kept; the shop renders what
 * is stored as is, so this list, not the Content-Security-Policy, is what keeps a page's markup harmless.
 */
const allowedTags = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'section',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * Links: web addresses, mail addresses and paths of the shop; images: web addresses and paths. No `style`
 * attribute (a `url(…)` in it would load from anywhere), no event handlers, no `javascript:`, `vbscript:`
 * or `data:` however it is written (entities, tabs and new lines inside the scheme are decoded first).
 */
const policy = (shopHost: string | null): sanitizeHtml.IOptions => ({
  allowedTags,
  allowedAttributes: {
    // data-modal: a link that opens one of the shop's forms in a dialog (ADR 63's modal forms).
    a: ['href', 'title', 'target', 'rel', 'data-modal'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    '*': ['class', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs, shopHost) }) },
});

/** The host of an absolute http(s) link, or null for a path, a mail address or anything unreadable. */
function hostOf(href: string | undefined): string | null {
  if (!href || !/^\s*https?:/i.test(href)) return null;
  try {
    return new URL(href.trim()).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A link off the shop's own host may stay (a supplier's care guide, a fair's page), but the page it opens
 * gets no handle on the shop's window and no referrer: rel="noopener noreferrer", whatever was written.
 * `target` is `_blank` or nothing.
 */
function linkAttributes(attribs: sanitizeHtml.Attributes, shopHost: string | null): sanitizeHtml.Attributes {
  const result: sanitizeHtml.Attributes = { ...attribs };
  if (result.target !== undefined && result.target !== '_blank') delete result.target;
  const host = hostOf(result.href);
  if (host !== null && host !== shopHost) result.rel = 'noopener noreferrer';
  else if (result.target === '_blank') result.rel = 'noopener';
  else delete result.rel;
  return result;
}

/** `html` with only what the allow-list keeps; `publicUrl` names the shop's own host (its links stay as written). */
export function sanitizeRichText(html: string, publicUrl: string | null): string {
  return sanitizeHtml(html, policy(hostOf(publicUrl ?? undefined)));
}

/** The area settings that hold HTML (the shop front's texts above its product lists). */
const settingsHtmlFields = ['shopPreOrderContent', 'shopStockOrderContent', 'exploreContent'] as const;

/** Every `html` string of a page's blocks, at any depth, sanitised; the rest as it was. */
function sanitizeBlocks(value: unknown, publicUrl: string | null, key?: string): unknown {
  if (typeof value === 'string') return key === 'html' ? sanitizeRichText(value, publicUrl) : value;
  if (Array.isArray(value)) return value.map((item) => sanitizeBlocks(item, publicUrl));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, sanitizeBlocks(item, publicUrl, name)]),
  );
}

/**
 * A document's body as it is stored: the rich text of a page's blocks and of the area settings sanitised
 * (ADR 71); menus and UI texts hold no markup the shop renders as HTML, and pass as they are.
 */
export function sanitizeDocumentBody<B>(type: string, body: B, publicUrl: string | null): B {
  if (body === null || typeof body !== 'object') return body;
  if (type === 'page') {
    const page = body as { blocks?: unknown };
    return { ...body, blocks: sanitizeBlocks(page.blocks, publicUrl) } as B;
  }
  if (type === 'areaSettings') {
    const settings: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const field of settingsHtmlFields) {
      const value = settings[field];
      if (typeof value === 'string') settings[field] = sanitizeRichText(value, publicUrl);
    }
    return settings as B;
  }
  return body;
}
