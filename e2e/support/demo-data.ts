import { type LanguageCode, localizeContentUrl } from '@shop/contracts';
import { type CountedTextKey, type TextKey, uiTexts } from '@shop/ui-texts';
import { footerContent } from '../../apps/api/src/db/seed/area-settings.ts';
import { buildContentPages } from '../../apps/api/src/db/seed/build-content-pages.ts';
import { buildUsers } from '../../apps/api/src/db/seed/build-users.ts';
import type { PageKey } from '../../apps/api/src/db/seed/page-urls.ts';

/**
 * What the shop is expected to show, read from the demo seed the e2e API host loads, so the tests never
 * guess a text: UI texts from the dictionary, page titles and hero headings from the content pages.
 */

/**
 * A UI text of the seeded dictionary (@shop/ui-texts), with `{name}` placeholders filled. The key is typed: a
 * misspelt one fails the typecheck. A key made from the story's data (`facet.deliveryDrop.<code>`) goes
 * through `dynamicUiText`, checked when the story runs.
 */
export function uiText(language: LanguageCode, key: TextKey, params: Record<string, string> = {}): string {
  return dynamicUiText(language, key, params);
}

/** `uiText` for a key built from data at run time: an unknown key fails the story with its name. */
export function dynamicUiText(
  language: LanguageCode,
  key: string,
  params: Record<string, string> = {},
): string {
  const texts: Record<string, string> = uiTexts[language];
  const text = texts[key];
  if (text === undefined) throw new Error(`The demo dictionary has no '${key}' in '${language}'`);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}

/** A counted UI text (`key.one`, `key.other`…) in the form Intl.PluralRules picks for `count`, filled in. */
export function uiCount(
  language: LanguageCode,
  key: CountedTextKey,
  count: number,
  params: Record<string, string> = {},
): string {
  const category = new Intl.PluralRules(language).select(count);
  const form = `${key}.${category}` in uiTexts[language] ? `${key}.${category}` : `${key}.other`;
  return dynamicUiText(language, form, { ...params, count: String(count) });
}

export type DemoPage = {
  /** The path a visitor opens, with the /da prefix for Danish. */
  path: string;
  title: string;
  /** The page's h1: the heading of its first hero block when it starts with one, otherwise its title. */
  heading: string;
  /** The text of the first paragraph of its first rich-text block ('' when it has none). */
  firstParagraph: string;
};

// Categories only feed the home page's tiles, which no test reads.
const contentPages = buildContentPages('b2b', []);

/** A seeded content page (home, about, delivery…) in one language. */
export function demoPage(key: PageKey, language: LanguageCode): DemoPage {
  const row = contentPages.find((page) => page.pageId === key && page.languageCode === language);
  if (!row) throw new Error(`The demo has no '${key}' page in '${language}'`);
  const blocks = row.blocks ?? [];
  const hero = blocks[0]?.type === 'hero' ? blocks[0] : null;
  const richText = blocks.find((block) => block.type === 'richText');
  const paragraph = richText?.html.match(/<p>(.*?)<\/p>/)?.[1] ?? '';
  return {
    path: localizeContentUrl(row.url, language),
    title: row.title,
    heading: hero?.heading ?? row.title,
    firstParagraph: paragraph.replace(/<[^>]+>/g, ''),
  };
}

/** The label of a footer link to a content page, as the seeded footer names it. */
export function footerLinkLabel(key: PageKey, language: LanguageCode): string {
  const target = demoPage(key, language).path;
  const link = footerContent(language)
    .columns.flatMap((column) => column.links)
    .find((candidate) => localizeContentUrl(candidate.url, language) === target);
  if (!link) throw new Error(`The demo footer has no link to '${key}' in '${language}'`);
  return link.label;
}

/** The display name of a demo login (hashing the shared password once, so only call it where needed). */
export async function demoUserName(username: string): Promise<string> {
  const { users } = await buildUsers([]);
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`The demo has no user '${username}'`);
  return user.name;
}
