import { z } from 'zod';
import { BoundedId, CurrencyCode, LanguageCode } from './common.ts';

export const GetAreaByIdQuery = z.object({
  AreaId: BoundedId.min(1, 'AreaId is required'),
  Language: LanguageCode,
});

export const menuKinds = ['categories', 'primary', 'sidebar'] as const;

export type MenuItem = {
  id: string;
  name: string;
  url: string;
  externalLink: boolean;
  menus: Array<(typeof menuKinds)[number]>;
  children: MenuItem[];
};
export const MenuItem: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string(),
      externalLink: z.boolean(),
      menus: z.array(z.enum(menuKinds)),
      children: z.array(MenuItem),
    }),
  )
  .meta({ id: 'MenuItem' });

export const Domain = z.object({ language: LanguageCode, domain: z.string(), isPrimary: z.boolean() });

export const FooterColumn = z.object({
  heading: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});

export const AreaSettings = z.object({
  /** Staff switch the banner off without losing its text (ADR 50); settings saved before it are on. */
  globalBannerEnabled: z.boolean().default(true),
  globalBannerText: z.string().nullable(),
  globalBannerLinkUrl: z.string().nullable(),
  globalBannerBackgroundColor: z.string().nullable(),
  globalBannerTextColor: z.string().nullable(),
  /** ISO date-time; '0001-01-01T00:00:00' means unbounded. */
  globalBannerDisplayFrom: z.string().nullable(),
  globalBannerDisplayUntil: z.string().nullable(),
  shopPreOrderContent: z.string().nullable(),
  shopStockOrderContent: z.string().nullable(),
  exploreContent: z.string().nullable(),
  popularSearchesHeadline: z.string().nullable(),
  popularSearchesSearchWords: z.array(z.string()),
  trendingCategoriesHeadline: z.string().nullable(),
  trendingCategories: z.array(z.object({ name: z.string(), url: z.string(), image: z.string().nullable() })),
});
export type AreaSettings = z.infer<typeof AreaSettings>;

export const Language = z.object({
  code: LanguageCode,
  languageId: z.string(),
  name: z.string(),
  areaId: z.string(),
});
export type Language = z.infer<typeof Language>;

export const Area = z.object({
  areaId: z.string(),
  languageCode: LanguageCode,
  currencyCode: CurrencyCode,
  domains: z.array(Domain),
  languages: z.array(Language),
  footerContent: z.object({ columns: z.array(FooterColumn), bottomText: z.string() }),
  defaultFacets: z.array(
    z.object({ field: z.string(), type: z.enum(['CheckboxAnd', 'CheckboxOr', 'Slider']) }),
  ),
  prints: z.array(z.object({ printName: z.string(), facetImage: z.string() })),
  imagePrefix: z.string(),
  menus: z.array(MenuItem),
  settings: AreaSettings,
});
export type Area = z.infer<typeof Area>;
