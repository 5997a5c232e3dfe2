import { z } from 'zod';
import { BoundedId, CurrencyCode, LanguageCode, LookupTemplate } from './common.ts';
import { FormBlock } from './form-block.ts';

export const GetTranslationsQuery = z.object({
  AreaId: BoundedId.min(1, 'AreaId is required'),
  LanguageCode: LanguageCode,
});
/** Flat dictionary: `cart.minimumOrderAmountNotExceeded` → text. */
export const Translations = z.record(z.string(), z.string());
export type Translations = z.infer<typeof Translations>;

export const GetContentByUrlQuery = z.object({
  'Area.AreaId': BoundedId.min(1, 'Area.AreaId is required'),
  'Area.LanguageCode': LanguageCode,
  'Area.CurrencyCode': CurrencyCode.default('DKK'),
  Url: z.string().min(1, 'Url is required').max(2000).startsWith('/', 'Url must start with /'),
  LookupTemplate: LookupTemplate.optional(),
});

export const contentTypes = ['page', 'category', 'product', 'product-preview'] as const;
export const ContentType = z.enum(contentTypes);
export type ContentType = z.infer<typeof ContentType>;

/** Spec §2 list variants: infinite scroll, a view-more button, a numbered pager (ADR 61). */
export const ProductListVariant = z.enum(['infinite', 'view-more', 'pager']);
export type ProductListVariant = z.infer<typeof ProductListVariant>;

/** Blocks a content page is made of; rendered by the web per `type`. */
export const Block = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    heading: z.string(),
    text: z.string(),
    image: z.string().nullable(),
    linkText: z.string().nullable(),
    linkUrl: z.string().nullable(),
  }),
  z.object({ type: z.literal('richText'), html: z.string() }),
  z.object({
    type: z.literal('categoryTiles'),
    heading: z.string().nullable(),
    tiles: z.array(
      z.object({
        header: z.string(),
        image: z.string().nullable(),
        url: z.string(),
        target: z.string().nullable(),
      }),
    ),
  }),
  z.object({
    type: z.literal('productList'),
    categoryId: BoundedId.nullable(),
    query: z.string().nullable(),
    /** How the list pages (spec §2): infinite scroll (the default), a view-more button or a numbered pager. */
    variant: ProductListVariant.optional(),
  }),
  z.object({ type: z.literal('productDetails'), productId: BoundedId }),
  /** A form defined in content (ADR 53); its mail address is stored but never answered. */
  FormBlock,
]);
export type Block = z.infer<typeof Block>;

export const PageContent = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  title: z.string(),
  url: z.string(),
  template: z.string(),
  metaDescription: z.string().nullable(),
  blocks: z.array(Block),
  /**
   * A category's lifestyle picture (media path) for the band behind its heading (ADR 65); absent on pages
   * and products, null for a category without one.
   */
  heroImage: z.string().nullable().optional(),
  /** URL of the same content in each language (without language prefix). */
  alternates: z.record(z.string(), z.string()),
});
export type PageContent = z.infer<typeof PageContent>;

export const GetContentByUrlResponse = z.object({
  content: PageContent.nullable(),
  contentType: ContentType.nullable(),
  statusCode: z.number().int(),
});
export type GetContentByUrlResponse = z.infer<typeof GetContentByUrlResponse>;

/** An element is one stored content item (page, category or product) addressed by id. */
export const ElementRequestArea = z.object({ areaId: BoundedId.min(1), languageCode: LanguageCode });
export const GetElementByIdBody = z.object({
  area: ElementRequestArea,
  id: BoundedId.min(1, 'id is required'),
  contentType: ContentType.optional(),
});
export const GetElementsByIdsBody = z.object({
  area: ElementRequestArea,
  ids: z.array(BoundedId.min(1)).min(1, 'ids must not be empty').max(200),
  contentType: ContentType.optional(),
});
export const GetElementsBySearchBody = z.object({
  area: ElementRequestArea,
  contentType: ContentType.optional(),
  text: z.string().max(200).optional(),
  parentId: BoundedId.optional(),
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export const Element = z.object({
  id: z.string(),
  contentType: ContentType,
  title: z.string(),
  url: z.string(),
  parentId: z.string().nullable(),
});
export type Element = z.infer<typeof Element>;
export const GetElementByIdResponse = z.object({ element: Element });
export const GetElementsResponse = z.object({ items: z.array(Element), itemsTotal: z.number().int() });
