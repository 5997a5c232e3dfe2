import type { AreaSettings, LanguageCode } from '@shop/contracts';
import type { CategoryNode } from './build-categories.ts';
import { pageUrls } from './page-urls.ts';

type FooterContent = {
  columns: Array<{ heading: string; links: Array<{ label: string; url: string }> }>;
  bottomText: string;
};

const texts = {
  en: {
    banner: 'Preorder for Spring/Summer 2027 is open – order before 15 December for the first drop.',
    preOrder:
      '<p>Preorder the Spring/Summer 2027 collection. It is delivered in three drops from January to March 2027.</p>',
    stockOrder: '<p>Stock orders placed before 14:00 on weekdays are shipped the same day.</p>',
    explore: '<p>Explore the new season: soft organic basics, bold prints and rainwear for every puddle.</p>',
    popular: 'Popular searches',
    words: ['dress', 'sweatshirt', 'organic', 'rain jacket', 'socks', 'stripes'],
    trending: 'Trending categories',
    trendingNames: ['Girls’ dresses', 'Boys’ jackets', 'Baby bodysuits', 'Socks'],
    service: 'Customer service',
    company: 'Company',
    follow: 'Follow us',
  },
  da: {
    banner: 'Forhåndsbestilling af forår/sommer 2027 er åben – bestil inden 15. december til første drop.',
    preOrder:
      '<p>Forhåndsbestil forår/sommer 2027-kollektionen. Den leveres i tre drops fra januar til marts 2027.</p>',
    stockOrder: '<p>Lagerordrer afgivet før kl. 14 på hverdage sendes samme dag.</p>',
    explore:
      '<p>Udforsk den nye sæson: bløde økologiske basics, modige prints og regntøj til enhver vandpyt.</p>',
    popular: 'Populære søgninger',
    words: ['kjole', 'sweatshirt', 'økologisk', 'regnjakke', 'strømper', 'striber'],
    trending: 'Populære kategorier',
    trendingNames: ['Pigekjoler', 'Drengejakker', 'Babybodyer', 'Strømper'],
    service: 'Kundeservice',
    company: 'Virksomheden',
    follow: 'Følg os',
  },
} as const;

const serviceLinks = {
  en: {
    delivery: 'Delivery',
    returns: 'Returns',
    contact: 'Contact',
    about: 'About Nordlys',
    terms: 'Terms of trade',
  },
  da: {
    delivery: 'Levering',
    returns: 'Returnering',
    contact: 'Kontakt',
    about: 'Om Nordlys',
    terms: 'Handelsbetingelser',
  },
} as const;

/**
 * Banner, shop and search settings of one language. The banner window is wide so the demo shows it for
 * years; Danish uses the zero date for 'from' to exercise the unbounded case.
 */
export function areaSettings(language: LanguageCode, categories: CategoryNode[]): AreaSettings {
  const t = texts[language];
  const trending = ['girls-dresses', 'boys-jackets', 'baby-bodysuits', 'accessories-socks'];
  return {
    globalBannerEnabled: true,
    globalBannerText: t.banner,
    globalBannerLinkUrl: pageUrls.shop[language],
    globalBannerBackgroundColor: '#1f3a5f',
    globalBannerTextColor: '#ffffff',
    globalBannerDisplayFrom: language === 'da' ? '0001-01-01T00:00:00' : '2025-01-01T00:00:00',
    globalBannerDisplayUntil: '2030-12-31T23:59:59',
    shopPreOrderContent: t.preOrder,
    shopStockOrderContent: t.stockOrder,
    exploreContent: language === 'en' ? t.explore : null,
    popularSearchesHeadline: t.popular,
    popularSearchesSearchWords: [...t.words],
    trendingCategoriesHeadline: t.trending,
    trendingCategories: trending.flatMap((id, index) => {
      const node = categories.find((candidate) => candidate.id === id);
      if (!node) return [];
      const parent = node.parentId ?? node.id;
      // One entry without an image, so the web's no-image tile is exercised.
      const name = t.trendingNames[index] ?? node.names[language];
      return [{ name, url: node.urls[language], image: index === 3 ? null : `categories/${parent}.jpg` }];
    }),
  };
}

/** Footer of one language: customer service, company and social links. */
export function footerContent(language: LanguageCode): FooterContent {
  const t = texts[language];
  const label = serviceLinks[language];
  return {
    columns: [
      {
        heading: t.service,
        links: (['delivery', 'returns', 'contact'] as const).map((key) => ({
          label: label[key],
          url: pageUrls[key][language],
        })),
      },
      {
        heading: t.company,
        links: (['about', 'terms'] as const).map((key) => ({
          label: label[key],
          url: pageUrls[key][language],
        })),
      },
      {
        heading: t.follow,
        links: [
          { label: 'Instagram', url: 'https://www.instagram.com/' },
          { label: 'Facebook', url: 'https://www.facebook.com/' },
          { label: 'Pinterest', url: 'https://www.pinterest.com/' },
        ],
      },
    ],
    bottomText: '© 2026 Nordlys ApS · Nørregade 12 · 8000 Aarhus C · CVR 12345678',
  };
}
