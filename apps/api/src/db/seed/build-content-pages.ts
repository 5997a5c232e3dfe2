import type { Block, LanguageCode } from '@shop/contracts';
import type { contentPages } from '../schema.ts';
import type { CategoryNode } from './build-categories.ts';
import { journalTilePath } from './content-image-svgs.ts';
import { type PageKey, pageUrls } from './page-urls.ts';
import { servicePages } from './service-pages.ts';

type ContentPageRow = typeof contentPages.$inferInsert;

const texts = {
  en: {
    homeTitle: 'Nordlys – Scandinavian clothes for little adventures',
    heroHeading: 'Made for little adventures',
    heroText: 'Autumn/Winter 2026 has landed, and preorder for Spring/Summer 2027 is open.',
    heroLink: 'Shop the collection',
    tilesHeading: 'Shop by department',
    journal: 'Read our journal',
    homeHtml: '<p>Nordlys makes durable, colourful clothes for babies, kids and their grown-ups.</p>',
    shopTitle: 'Shop',
    shopHeading: 'The whole collection',
    shopText: 'In-stock styles ship within two working days. Preorder styles arrive in three drops.',
    newInTitle: 'New in',
    newInText: 'The newest styles of the season, fresh from the studio in Aarhus.',
    lineSheetTitle: 'Line sheet',
    lineSheetText: 'The whole collection page by page, in the order of the catalogue.',
  },
  da: {
    homeTitle: 'Nordlys – skandinavisk tøj til små eventyr',
    heroHeading: 'Skabt til små eventyr',
    heroText: 'Efterår/vinter 2026 er landet, og forhåndsbestilling af forår/sommer 2027 er åben.',
    heroLink: 'Shop kollektionen',
    tilesHeading: 'Shop efter afdeling',
    journal: 'Læs vores journal',
    homeHtml: '<p>Nordlys laver slidstærkt og farverigt tøj til babyer, børn og deres voksne.</p>',
    shopTitle: 'Shop',
    shopHeading: 'Hele kollektionen',
    shopText: 'Lagervarer sendes inden for to hverdage. Forhåndsvarer leveres i tre drops.',
    newInTitle: 'Nyheder',
    newInText: 'Sæsonens nyeste styles, friske fra studiet i Aarhus.',
    lineSheetTitle: 'Linjeark',
    lineSheetText: 'Hele kollektionen side for side, i katalogets rækkefølge.',
  },
} as const;

const heroBlock = (heading: string, text: string, linkText: string | null): Block => ({
  type: 'hero',
  heading,
  text,
  image: 'content/hero.jpg',
  linkText,
  linkUrl: linkText === null ? null : pageUrls.shop.en,
});

/** Home, shop front, new-in, line sheet and service pages in both languages; `pageId` ties the language versions together. */
export function buildContentPages(areaId: string, categories: CategoryNode[]): ContentPageRow[] {
  const tops = categories.filter((node) => node.parentId === null);
  const rows: ContentPageRow[] = [];
  for (const language of ['en', 'da'] as const satisfies LanguageCode[]) {
    const t = texts[language];
    const tiles = (departments: CategoryNode[]) =>
      departments.map((node) => ({
        header: node.names[language],
        image: `categories/${node.id}.jpg`,
        url: node.urls[language],
        target: null,
      }));
    const page = (
      key: PageKey,
      title: string,
      blocks: Block[],
      metaDescription: string | null = null,
    ): ContentPageRow => ({
      id: `${key}-${language}`,
      pageId: key,
      areaId,
      languageCode: language,
      parentPageId: null,
      url: pageUrls[key][language],
      title,
      template: key === 'home' ? 'frontpage' : 'page',
      metaDescription,
      blocks,
    });

    rows.push(
      page('home', t.homeTitle, [
        heroBlock(t.heroHeading, t.heroText, t.heroLink),
        {
          type: 'categoryTiles',
          heading: t.tilesHeading,
          tiles: [
            ...tiles(tops.slice(0, 4)),
            {
              header: t.journal,
              image: journalTilePath,
              url: 'https://example.com/nordlys-journal',
              target: '_blank',
            },
          ],
        },
        { type: 'richText', html: t.homeHtml },
      ]),
      page('shop', t.shopTitle, [
        heroBlock(t.shopHeading, t.shopText, null),
        { type: 'categoryTiles', heading: null, tiles: tiles(tops) },
        { type: 'productList', categoryId: null, query: null },
      ]),
      // The three list variants of spec §2 (ADR 61): the shop scrolls on, new-in has a view-more button and
      // the line sheet a numbered pager.
      page('new-in', t.newInTitle, [
        heroBlock(t.newInTitle, t.newInText, null),
        { type: 'productList', categoryId: null, query: null, variant: 'view-more' },
      ]),
      page('line-sheet', t.lineSheetTitle, [
        heroBlock(t.lineSheetTitle, t.lineSheetText, null),
        { type: 'productList', categoryId: null, query: null, variant: 'pager' },
      ]),
    );
    for (const [key, versions] of Object.entries(servicePages)) {
      const text = versions[language];
      rows.push(
        page(key as PageKey, text.title, [{ type: 'richText', html: text.html }], text.metaDescription),
      );
    }
  }
  return rows;
}
