import { z } from 'zod';
import { AreaSettings } from './area.ts';
import { LanguageCode } from './common.ts';
import { Block } from './content.ts';

/**
 * The back office's content documents (ADR 50): one document is (type, area, language, key) → body.
 * - page: a content page of the area in that language, key = its pageId (shared by its language versions)
 * - menu: the area's whole menu tree in that language, key `menu`
 * - areaSettings: the area's settings in that language (global banner, popular searches…), key `settings`
 * - translation: one UI text, key = the translation key
 */
export const documentTypes = ['page', 'menu', 'areaSettings', 'translation'] as const;
export const DocumentType = z.enum(documentTypes);
export type DocumentType = z.infer<typeof DocumentType>;

/** The one key of the documents an area has once per language. */
export const menuDocumentKey = 'menu';
export const areaSettingsDocumentKey = 'settings';

const pageKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'A page key is 1–100 lower-case letters, digits and hyphens');
const translationKey = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'A translation key is 1–200 letters, digits, dots, _ and -');

/** A link a shop page may hold: a path of the shop, an http(s) address, mail or phone. */
export const SafeLinkUrl = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i, 'A link starts with /, http://, https://, mailto: or tel:');
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb');
/** ISO date or date-time without zone (the shop's wall clock); '0001-01-01T00:00:00' means unbounded. */
const wallClock = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/, 'A date is YYYY-MM-DD or YYYY-MM-DDThh:mm[:ss]');
const line = (max: number) => z.string().trim().max(max);

/** HTML the shop may render as is: no scripts, frames, embedded objects, event handlers or javascript: URLs. */
const unsafeHtml =
  /<\s*\/?\s*(script|iframe|object|embed|style|link|meta|base|form)\b|\son[a-z]+\s*=|javascript:/i;

/** Every string of the blocks worth checking, with its path: HTML and link fields. */
function checkBlocks(blocks: unknown[], context: z.RefinementCtx) {
  blocks.forEach((block, index) => {
    if (typeof block !== 'object' || block === null) return;
    const walk = (value: unknown, path: (string | number)[]) => {
      if (typeof value === 'string') {
        const name = String(path[path.length - 1]);
        if (name === 'html' && unsafeHtml.test(value)) {
          context.addIssue({
            code: 'custom',
            path,
            message: 'HTML may not hold scripts, frames, forms, styles, event handlers or javascript: links',
          });
        }
        if (/url$/i.test(name) && value !== '' && !SafeLinkUrl.safeParse(value).success) {
          context.addIssue({
            code: 'custom',
            path,
            message: SafeLinkUrl.safeParse(value).error!.issues[0]!.message,
          });
        }
      } else if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) walk(item, [...path, i]);
      } else if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
      }
    };
    walk(block, ['blocks', index]);
  });
}

export const PageDocumentBody = z
  .object({
    url: z
      .string()
      .max(300)
      .regex(
        /^\/([a-z0-9æøåäöü._~-]+(\/[a-z0-9æøåäöü._~-]+)*)?$/,
        'A page URL is / or /lower-case-path segments without a trailing /',
      ),
    title: line(200).min(1, 'A page needs a title'),
    template: z.enum(['page', 'frontpage']),
    metaDescription: line(500).nullable(),
    parentPageId: pageKey.nullable(),
    blocks: z.array(Block).max(50),
  })
  .superRefine((page, context) => checkBlocks(page.blocks, context));
export type PageDocumentBody = z.infer<typeof PageDocumentBody>;

/** A menu item at some depth; the tree is at most `menuMaxDepth` deep (no recursive schema). */
export const menuMaxDepth = 4;
const menuKindsList = ['categories', 'primary', 'sidebar'] as const;
export type MenuDocumentItem = {
  id: string;
  name: string;
  url: string;
  externalLink: boolean;
  menus: Array<(typeof menuKindsList)[number]>;
  children: MenuDocumentItem[];
};
function menuLevel(depth: number): z.ZodType<MenuDocumentItem> {
  return z.object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'A menu item id is 1–100 letters, digits, ., _ and -'),
    name: line(100).min(1, 'A menu item needs a name'),
    url: SafeLinkUrl,
    externalLink: z.boolean(),
    menus: z.array(z.enum(menuKindsList)).max(3),
    children:
      depth > 1
        ? z.array(menuLevel(depth - 1)).max(200)
        : z.array(z.unknown()).max(0, `A menu is at most ${menuMaxDepth} levels deep`),
  }) as z.ZodType<MenuDocumentItem>;
}
export const MenuDocumentBody = z
  .object({ items: z.array(menuLevel(menuMaxDepth)).max(200) })
  .superRefine((menu, context) => {
    const seen = new Set<string>();
    const walk = (items: MenuDocumentItem[], path: (string | number)[]) =>
      items.forEach((item, index) => {
        if (seen.has(item.id)) {
          context.addIssue({
            code: 'custom',
            path: [...path, index, 'id'],
            message: `Menu item id ${item.id} is used twice`,
          });
        }
        seen.add(item.id);
        walk(item.children, [...path, index, 'children']);
      });
    walk(menu.items, ['items']);
  });
export type MenuDocumentBody = z.infer<typeof MenuDocumentBody>;

/** The area's settings as staff save them: the AreaSettings contract with the shop's limits on each field. */
export const AreaSettingsDocumentBody = AreaSettings.extend({
  globalBannerEnabled: z.boolean(),
  globalBannerText: line(300).nullable(),
  globalBannerLinkUrl: SafeLinkUrl.nullable(),
  globalBannerBackgroundColor: hexColor.nullable(),
  globalBannerTextColor: hexColor.nullable(),
  globalBannerDisplayFrom: wallClock.nullable(),
  globalBannerDisplayUntil: wallClock.nullable(),
  shopPreOrderContent: z.string().max(20_000).nullable(),
  shopStockOrderContent: z.string().max(20_000).nullable(),
  exploreContent: z.string().max(20_000).nullable(),
  popularSearchesHeadline: line(100).nullable(),
  popularSearchesSearchWords: z.array(line(60).min(1, 'A search word may not be empty')).max(20),
  trendingCategoriesHeadline: line(100).nullable(),
  trendingCategories: z
    .array(z.object({ name: line(100).min(1), url: SafeLinkUrl, image: z.string().max(300).nullable() }))
    .max(12),
}).superRefine((settings, context) => {
  for (const field of ['shopPreOrderContent', 'shopStockOrderContent', 'exploreContent'] as const) {
    const value = settings[field];
    if (value && unsafeHtml.test(value)) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: 'HTML may not hold scripts, frames, forms, styles, event handlers or javascript: links',
      });
    }
  }
  const from = settings.globalBannerDisplayFrom;
  const until = settings.globalBannerDisplayUntil;
  if (from && until && !from.startsWith('0001-01-01') && from > until) {
    context.addIssue({
      code: 'custom',
      path: ['globalBannerDisplayUntil'],
      message: 'The banner must end after it starts',
    });
  }
});
export type AreaSettingsDocumentBody = z.infer<typeof AreaSettingsDocumentBody>;

export const TranslationDocumentBody = z.object({ value: z.string().max(5000) });
export type TranslationDocumentBody = z.infer<typeof TranslationDocumentBody>;

const where = { areaId: z.string().min(1).max(50), languageCode: LanguageCode };

/** A document's address. */
export const DocumentRef = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), ...where, key: pageKey }),
  z.object({ type: z.literal('menu'), ...where, key: z.literal(menuDocumentKey) }),
  z.object({ type: z.literal('areaSettings'), ...where, key: z.literal(areaSettingsDocumentKey) }),
  z.object({ type: z.literal('translation'), ...where, key: translationKey }),
]);
export type DocumentRef = z.infer<typeof DocumentRef>;

/**
 * A save: the body is checked with its type's schema. `expectedVersion` (optional) is the version the editor
 * started from: another save since answers 409 document-version-conflict instead of overwriting it.
 */
/** The largest version number a document can have (the database's integer); a larger one names none. */
const largestVersion = 2_147_483_647;
const expectedVersion = z
  .number()
  .int()
  .min(0)
  .max(largestVersion, `expectedVersion is larger than ${largestVersion}`)
  .optional();
export const UpdateDocumentBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), ...where, key: pageKey, body: PageDocumentBody, expectedVersion }),
  z.object({
    type: z.literal('menu'),
    ...where,
    key: z.literal(menuDocumentKey),
    body: MenuDocumentBody,
    expectedVersion,
  }),
  z.object({
    type: z.literal('areaSettings'),
    ...where,
    key: z.literal(areaSettingsDocumentKey),
    body: AreaSettingsDocumentBody,
    expectedVersion,
  }),
  z.object({
    type: z.literal('translation'),
    ...where,
    key: translationKey,
    body: TranslationDocumentBody,
    expectedVersion,
  }),
]);
export type UpdateDocumentBody = z.infer<typeof UpdateDocumentBody>;

export const ContentDocument = z.object({
  type: DocumentType,
  areaId: z.string(),
  languageCode: LanguageCode,
  key: z.string(),
  /** What a list shows: the page's title, the translation's text, the menu's or settings' name. */
  title: z.string(),
  /** The body as its type's schema has it (page, menu, areaSettings or translation body). */
  body: z.unknown(),
  /** The latest saved version; 0 for a document never saved through the back office. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /** Whether DeleteByKey accepts it (area settings and menus are never deleted; shipped texts neither). */
  deletable: z.boolean(),
});
export type ContentDocument = z.infer<typeof ContentDocument>;

export const GetDocumentsBySearchBody = z.object({
  type: DocumentType.optional(),
  areaId: z.string().min(1).max(50).optional(),
  languageCode: LanguageCode.optional(),
  /** Exact key, or a key prefix ending in `*` (`cart.*`). */
  key: z.string().trim().min(1).max(200).optional(),
  /** Words in the key, title or body (case-insensitive). */
  text: z.string().trim().max(200).optional(),
  skip: z.number().int().min(0).max(100_000).default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export type GetDocumentsBySearchBody = z.input<typeof GetDocumentsBySearchBody>;

export const GetDocumentsBySearchResponse = z.object({
  items: z.array(ContentDocument),
  itemsTotal: z.number().int(),
});
export type GetDocumentsBySearchResponse = z.infer<typeof GetDocumentsBySearchResponse>;

export const SaveDocumentResponse = z.object({ document: ContentDocument });
export type SaveDocumentResponse = z.infer<typeof SaveDocumentResponse>;

export const DeleteDocumentResponse = z.object({ deleted: z.literal(true), version: z.number().int() });

export const DocumentVersion = z.object({
  version: z.number().int(),
  /** Null: the document was deleted by this version. */
  body: z.unknown(),
  savedAt: z.string(),
  /** Who saved it; null for the shop's own first copy (the document as it was before its first edit). */
  savedBy: z.string().nullable(),
});
export type DocumentVersion = z.infer<typeof DocumentVersion>;

export const GetDocumentVersionsBody = z.object({
  document: DocumentRef,
  skip: z.number().int().min(0).max(100_000).default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export const GetDocumentVersionsResponse = z.object({
  /** Newest first. */
  items: z.array(DocumentVersion),
  itemsTotal: z.number().int(),
});
export type GetDocumentVersionsResponse = z.infer<typeof GetDocumentVersionsResponse>;

export const RestoreDocumentVersionBody = z.object({
  document: DocumentRef,
  version: z.number().int().min(1).max(largestVersion, `version is larger than ${largestVersion}`),
  expectedVersion,
});
