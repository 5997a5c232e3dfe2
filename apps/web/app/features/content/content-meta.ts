import { type LanguageCode, languageCodes, localizeContentUrl, type PageContent } from '@shop/contracts';
import type { MetaDescriptor } from 'react-router';
import { createTranslate } from '../../lib/i18n/translate.ts';
import type { RootData } from '../../lib/root-data.ts';
import { pageTitle } from '../layout/page-meta.ts';

/** Title, description, canonical and hreflang alternates (with x-default = English) for a content page. */
export function contentMeta(
  content: PageContent | undefined,
  language: LanguageCode,
  root: RootData | undefined,
): MetaDescriptor[] {
  if (!content) {
    const t = createTranslate(root?.translations ?? {});
    return [{ title: pageTitle(t('error.page-not-found'), root) }, { name: 'robots', content: 'noindex' }];
  }
  const origin = root?.origin ?? '';
  const absolute = (url: string, lang: LanguageCode) => `${origin}${localizeContentUrl(url, lang)}`;
  const meta: MetaDescriptor[] = [
    // The front page's own title already names the brand.
    { title: content.url === '/' ? content.title : pageTitle(content.title, root) },
    { tagName: 'link', rel: 'canonical', href: absolute(content.url, language) },
  ];
  if (content.metaDescription) meta.push({ name: 'description', content: content.metaDescription });
  for (const lang of languageCodes) {
    const url = content.alternates[lang];
    if (url) meta.push({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: absolute(url, lang) });
  }
  const english = content.alternates.en;
  if (english)
    meta.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(english, 'en') });
  return meta;
}
