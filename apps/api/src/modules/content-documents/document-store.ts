import {
  AreaSettings,
  type AreaSettingsDocumentBody,
  type DocumentRef,
  type MenuDocumentBody,
  type MenuDocumentItem,
  type PageDocumentBody,
  type TranslationDocumentBody,
  type UpdateDocumentBody,
} from '@shop/contracts';
import { type AnyColumn, and, asc, eq, inArray, ne, not, type SQL } from 'drizzle-orm';
import { translations as shippedTexts } from '../../db/seed/translations.ts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { areaLanguages, menuItems } from '../area/index.ts';
import { contentPages, translations } from '../content/index.ts';

/** A document's body as its type has it (null: the document does not exist). */
export type DocumentBody =
  | PageDocumentBody
  | MenuDocumentBody
  | AreaSettingsDocumentBody
  | TranslationDocumentBody;

/** A save: the address with its body, as Update's contract checked them. */
export type DocumentWrite = UpdateDocumentBody;

type MenuRow = typeof menuItems.$inferSelect;

/** The menu rows of an area's language as the tree staff edit. */
export function menuTreeOf(rows: MenuRow[]): MenuDocumentItem[] {
  const byParent = new Map<string | null, MenuRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: string | null, depth: number): MenuDocumentItem[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((row) => ({
        id: row.id,
        name: row.name,
        url: row.url,
        externalLink: row.externalLink,
        menus: row.menus.filter((m): m is MenuDocumentItem['menus'][number] =>
          ['categories', 'primary', 'sidebar'].includes(m),
        ),
        // A stored tree deeper than the editor allows is cut there (the demo's is two levels).
        children: depth > 1 ? build(row.id, depth - 1) : [],
      }));
  return build(null, 4);
}

/** Whether the shop ships this UI text (such texts are edited, never deleted: the code uses them). */
export function isShippedText(key: string): boolean {
  return Object.values(shippedTexts).some((texts) => key in texts);
}

/**
 * The rows of one area's language in a table keyed by area and language, narrowed by further conditions
 * (one page, one UI text): the condition every read and write of a document starts from.
 */
function inAreaLanguage(
  table: { areaId: AnyColumn; languageCode: AnyColumn },
  areaId: string,
  languageCode: string,
  ...more: SQL[]
) {
  return and(eq(table.areaId, areaId), eq(table.languageCode, languageCode), ...more);
}

/** The area's language row, or 404 area-not-found (a document belongs to an existing area language). */
async function requireAreaLanguage(ctx: Ctx, areaId: string, languageCode: string) {
  const [row] = await ctx.db
    .select()
    .from(areaLanguages)
    .where(inAreaLanguage(areaLanguages, areaId, languageCode));
  if (!row) throw appError('area-not-found', `The area ${areaId} has no language ${languageCode}`);
  return row;
}

/** The live body of a document, or null when it does not exist. */
export async function loadDocument(ctx: Ctx, ref: DocumentRef): Promise<DocumentBody | null> {
  const { areaId, languageCode, key } = ref;
  switch (ref.type) {
    case 'page': {
      const [page] = await ctx.db
        .select()
        .from(contentPages)
        .where(inAreaLanguage(contentPages, areaId, languageCode, eq(contentPages.pageId, key)));
      if (!page) return null;
      return {
        url: page.url,
        title: page.title,
        template: page.template === 'frontpage' ? 'frontpage' : 'page',
        metaDescription: page.metaDescription,
        parentPageId: page.parentPageId,
        blocks: page.blocks,
      };
    }
    case 'menu': {
      const [language] = await ctx.db
        .select({ areaId: areaLanguages.areaId })
        .from(areaLanguages)
        .where(inAreaLanguage(areaLanguages, areaId, languageCode));
      if (!language) return null;
      const rows = await ctx.db
        .select()
        .from(menuItems)
        .where(inAreaLanguage(menuItems, areaId, languageCode))
        .orderBy(asc(menuItems.sortOrder));
      return { items: menuTreeOf(rows) };
    }
    case 'areaSettings': {
      const [language] = await ctx.db
        .select({ settings: areaLanguages.settings })
        .from(areaLanguages)
        .where(inAreaLanguage(areaLanguages, areaId, languageCode));
      if (!language) return null;
      const parsed = AreaSettings.safeParse(language.settings);
      // Settings the contract cannot read are shown as stored, for staff to repair with a save.
      return (parsed.success ? parsed.data : language.settings) as AreaSettingsDocumentBody;
    }
    case 'translation': {
      const [row] = await ctx.db
        .select({ value: translations.value })
        .from(translations)
        .where(inAreaLanguage(translations, areaId, languageCode, eq(translations.key, key)));
      return row ? { value: row.value } : null;
    }
  }
}

/** Flatten a menu tree into rows (sort order = place among its siblings). */
function menuRows(areaId: string, languageCode: string, items: MenuDocumentItem[]) {
  const rows: Array<typeof menuItems.$inferInsert> = [];
  const walk = (list: MenuDocumentItem[], parentId: string | null) => {
    for (const [sortOrder, item] of list.entries()) {
      rows.push({
        id: item.id,
        areaId,
        languageCode,
        parentId,
        name: item.name,
        url: item.url,
        externalLink: item.externalLink,
        menus: item.menus,
        sortOrder,
      });
      walk(item.children, item.id);
    }
  };
  walk(items, null);
  return rows;
}

async function writePage(ctx: Ctx, write: Extract<DocumentWrite, { type: 'page' }>) {
  const { areaId, languageCode, key, body } = write;
  const [taken] = await ctx.db
    .select({ pageId: contentPages.pageId })
    .from(contentPages)
    .where(
      inAreaLanguage(
        contentPages,
        areaId,
        languageCode,
        eq(contentPages.url, body.url),
        ne(contentPages.pageId, key),
      ),
    );
  if (taken) {
    throw appError('document-url-taken', `The page ${taken.pageId} already has the URL ${body.url}`);
  }
  const values = {
    url: body.url,
    title: body.title,
    template: body.template,
    metaDescription: body.metaDescription,
    parentPageId: body.parentPageId,
    blocks: body.blocks,
  };
  const updated = await ctx.db
    .update(contentPages)
    .set(values)
    .where(inAreaLanguage(contentPages, areaId, languageCode, eq(contentPages.pageId, key)))
    .returning({ id: contentPages.id });
  if (updated.length > 0) return;
  // Row ids are global: the demo's `<page>-<language>`, prefixed with the area when another area has it.
  const plain = `${key}-${languageCode}`;
  const [clash] = await ctx.db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(eq(contentPages.id, plain));
  const id = clash ? `${areaId}-${plain}` : plain;
  await ctx.db.insert(contentPages).values({ id, pageId: key, areaId, languageCode, ...values });
}

async function writeMenu(ctx: Ctx, write: Extract<DocumentWrite, { type: 'menu' }>) {
  const { areaId, languageCode } = write;
  const rows = menuRows(areaId, languageCode, write.body.items);
  if (rows.length > 0) {
    const [clash] = await ctx.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(
        and(
          inArray(
            menuItems.id,
            rows.map((row) => row.id),
          ),
          not(inAreaLanguage(menuItems, areaId, languageCode)!),
        ),
      );
    if (clash) {
      throw appError(
        'document-id-taken',
        `The menu item id ${clash.id} belongs to another area or language's menu`,
      );
    }
  }
  await ctx.db.delete(menuItems).where(inAreaLanguage(menuItems, areaId, languageCode));
  if (rows.length > 0) await ctx.db.insert(menuItems).values(rows);
}

/** Write a document's body to its live table (in the caller's transaction). */
export async function writeDocument(ctx: Ctx, write: DocumentWrite): Promise<void> {
  await requireAreaLanguage(ctx, write.areaId, write.languageCode);
  switch (write.type) {
    case 'page':
      return writePage(ctx, write);
    case 'menu':
      return writeMenu(ctx, write);
    case 'areaSettings':
      await ctx.db
        .update(areaLanguages)
        .set({ settings: write.body })
        .where(inAreaLanguage(areaLanguages, write.areaId, write.languageCode));
      return;
    case 'translation':
      await ctx.db
        .insert(translations)
        .values({
          areaId: write.areaId,
          languageCode: write.languageCode,
          key: write.key,
          value: write.body.value,
        })
        .onConflictDoUpdate({
          target: [translations.areaId, translations.languageCode, translations.key],
          set: { value: write.body.value },
        });
      return;
  }
}

/** Why a document may not be deleted, or null when it may. */
export function refusalToDelete(ref: DocumentRef, body: DocumentBody | null): string | null {
  if (ref.type === 'areaSettings') return 'Area settings cannot be deleted: save them with other values';
  if (ref.type === 'menu') return 'A menu cannot be deleted: save it without items instead';
  if (ref.type === 'translation' && isShippedText(ref.key)) {
    return `The UI text ${ref.key} is used by the shop: edit its text instead`;
  }
  if (ref.type === 'page') {
    const page = body as PageDocumentBody | null;
    if (page && (page.template === 'frontpage' || page.url === '/')) {
      return 'The home page cannot be deleted';
    }
  }
  return null;
}

/** Remove a document from its live table (pages and UI texts; the others are refused before). */
export async function removeDocument(ctx: Ctx, ref: DocumentRef): Promise<void> {
  const { areaId, languageCode, key } = ref;
  if (ref.type === 'page') {
    await ctx.db
      .delete(contentPages)
      .where(inAreaLanguage(contentPages, areaId, languageCode, eq(contentPages.pageId, key)));
  } else if (ref.type === 'translation') {
    await ctx.db
      .delete(translations)
      .where(inAreaLanguage(translations, areaId, languageCode, eq(translations.key, key)));
  }
}
