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
import { uiTexts } from '@shop/ui-texts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import {
  findAreaLanguage,
  type MenuItem,
  menuItemIdTakenElsewhere,
  menuItemsOf,
  type NewMenuItem,
  replaceMenuItems,
  saveAreaSettings,
} from '../area/index.ts';
import {
  deleteContentPage,
  deleteTranslation,
  findContentPage,
  findTranslation,
  pageIdWithUrl,
  saveContentPage,
  saveTranslation,
} from '../content/index.ts';

/** A document's body as its type has it (null: the document does not exist). */
export type DocumentBody =
  | PageDocumentBody
  | MenuDocumentBody
  | AreaSettingsDocumentBody
  | TranslationDocumentBody;

/** A save: the address with its body, as Update's contract checked them. */
export type DocumentWrite = UpdateDocumentBody;

/** The menu rows of an area's language as the tree staff edit. */
export function menuTreeOf(rows: MenuItem[]): MenuDocumentItem[] {
  const byParent = new Map<string | null, MenuItem[]>();
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
  return Object.values(uiTexts).some((texts) => key in texts);
}

/** The area's language, or 404 area-not-found (a document belongs to an existing area language). */
async function requireAreaLanguage(ctx: Ctx, areaId: string, languageCode: string) {
  const row = await findAreaLanguage(ctx, areaId, languageCode);
  if (!row) throw appError('area-not-found', `The area ${areaId} has no language ${languageCode}`);
  return row;
}

/** The live body of a document, or null when it does not exist. */
export async function loadDocument(ctx: Ctx, ref: DocumentRef): Promise<DocumentBody | null> {
  const { areaId, languageCode, key } = ref;
  switch (ref.type) {
    case 'page': {
      const page = await findContentPage(ctx, areaId, languageCode, key);
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
      if (!(await findAreaLanguage(ctx, areaId, languageCode))) return null;
      return { items: menuTreeOf(await menuItemsOf(ctx, areaId, languageCode)) };
    }
    case 'areaSettings': {
      const language = await findAreaLanguage(ctx, areaId, languageCode);
      if (!language) return null;
      const parsed = AreaSettings.safeParse(language.settings);
      // Settings the contract cannot read are shown as stored, for staff to repair with a save.
      return (parsed.success ? parsed.data : language.settings) as AreaSettingsDocumentBody;
    }
    case 'translation': {
      const value = await findTranslation(ctx, areaId, languageCode, key);
      return value === null ? null : { value };
    }
  }
}

/** Flatten a menu tree into rows (sort order = place among its siblings). */
function menuRows(areaId: string, languageCode: string, items: MenuDocumentItem[]) {
  const rows: NewMenuItem[] = [];
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
  const taken = await pageIdWithUrl(ctx, areaId, languageCode, body.url, key);
  if (taken !== null) {
    throw appError('document-url-taken', `The page ${taken} already has the URL ${body.url}`);
  }
  await saveContentPage(ctx, areaId, languageCode, key, {
    url: body.url,
    title: body.title,
    template: body.template,
    metaDescription: body.metaDescription,
    parentPageId: body.parentPageId,
    blocks: body.blocks,
  });
}

async function writeMenu(ctx: Ctx, write: Extract<DocumentWrite, { type: 'menu' }>) {
  const { areaId, languageCode } = write;
  const rows = menuRows(areaId, languageCode, write.body.items);
  if (rows.length > 0) {
    const clash = await menuItemIdTakenElsewhere(
      ctx,
      areaId,
      languageCode,
      rows.map((row) => row.id),
    );
    if (clash !== null) {
      throw appError(
        'document-id-taken',
        `The menu item id ${clash} belongs to another area or language's menu`,
      );
    }
  }
  await replaceMenuItems(ctx, areaId, languageCode, rows);
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
      return saveAreaSettings(ctx, write.areaId, write.languageCode, write.body);
    case 'translation':
      return saveTranslation(ctx, write.areaId, write.languageCode, write.key, write.body.value);
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
  if (ref.type === 'page') await deleteContentPage(ctx, areaId, languageCode, key);
  else if (ref.type === 'translation') await deleteTranslation(ctx, areaId, languageCode, key);
}
