import type { LanguageCode } from '@shop/contracts';
import type { categories, categoryTranslations } from '../schema.ts';
import { categoryHeroPath } from './category-hero-svg.ts';
import { departments, leafCategoryId, saleCategory, saleChildId } from './category-tree.ts';
import { slugify } from './slugify.ts';

export type CategoryNode = {
  id: string;
  parentId: string | null;
  names: Record<LanguageCode, string>;
  urls: Record<LanguageCode, string>;
};

export type CategoryRows = {
  categories: Array<typeof categories.$inferInsert>;
  categoryTranslations: Array<typeof categoryTranslations.$inferInsert>;
  /** Every category in tree order (parent before its children), for menus, tiles and settings. */
  nodes: CategoryNode[];
};

const descriptions: Record<LanguageCode, (name: string) => string> = {
  en: (name) => `${name} from Nordlys: Scandinavian design made to be played in, washed and passed on.`,
  da: (name) => `${name} fra Nordlys: skandinavisk design, der kan tåle leg, vask og at gå i arv.`,
};

/** The two-level category tree with localized names and slugs ('/girls/dresses' – '/piger/kjoler'). */
export function buildCategories(): CategoryRows {
  const nodes: CategoryNode[] = [];
  const addTree = (
    top: { id: string; en: string; da: string },
    children: Array<{ id: string; en: string; da: string }>,
  ) => {
    const topUrls = { en: `/${slugify(top.en)}`, da: `/${slugify(top.da)}` };
    nodes.push({ id: top.id, parentId: null, names: { en: top.en, da: top.da }, urls: topUrls });
    for (const child of children) {
      nodes.push({
        id: child.id,
        parentId: top.id,
        names: { en: child.en, da: child.da },
        urls: { en: `${topUrls.en}/${slugify(child.en)}`, da: `${topUrls.da}/${slugify(child.da)}` },
      });
    }
  };
  for (const top of departments) {
    addTree(
      top,
      top.children.map((leaf) => ({ id: leafCategoryId(top, leaf), en: leaf.en, da: leaf.da })),
    );
  }
  addTree(
    saleCategory,
    departments.map((top) => ({ id: saleChildId(top), en: top.en, da: top.da })),
  );

  const sortOrders = new Map<string | null, number>();
  const rows: CategoryRows = { categories: [], categoryTranslations: [], nodes };
  for (const node of nodes) {
    const sortOrder = sortOrders.get(node.parentId) ?? 0;
    sortOrders.set(node.parentId, sortOrder + 1);
    rows.categories.push({
      id: node.id,
      parentId: node.parentId,
      sortOrder,
      image: node.parentId === null ? `categories/${node.id}.jpg` : null,
      heroImage: categoryHeroPath(node.id),
    });
    for (const language of ['en', 'da'] as const) {
      rows.categoryTranslations.push({
        categoryId: node.id,
        languageCode: language,
        name: node.names[language],
        url: node.urls[language],
        description: descriptions[language](node.names[language]),
      });
    }
  }
  return rows;
}
