import { z } from 'zod';
import { LanguageCode } from './common.ts';

/**
 * The product feeds for machines (ADR 51): the DAM's Kontainer feed and the PIM's Perfion feed. Both page in
 * the order of the entries' ids, which never change: `after` (the last id of the page before, the answer's
 * `next`) starts a page right after it, so no entry is skipped or repeated while the catalogue changes;
 * `skip` counts from there. `newerThan` keeps the entries changed after that instant.
 */
export const feedLimits = {
  /** The largest page. */
  take: 500,
  defaultTake: 100,
  /** The deepest `skip` (follow `next` instead of counting). */
  skip: 100_000,
  /** Ids per GetEntriesById / GetEntriesBySearch. */
  ids: 100,
  searchLength: 100,
  idLength: 64,
} as const;

/** A whole number in the query: digits (the query string) or a number (typed clients). */
const queryInteger = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d{1,9}\s*$/, message)
          .transform(Number),
      ],
      {
        error: () => message,
      },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));
};

export const FeedTake = queryInteger('take', 1, feedLimits.take);
export const FeedSkip = queryInteger('skip', 0, feedLimits.skip);

/** An instant with its offset (`2026-11-26T06:00:00Z`, `2026-11-26T07:00:00+01:00`). */
export const FeedInstant = (name: string) =>
  z.iso.datetime({
    offset: true,
    error: `${name} must be a date and time with its offset, e.g. 2026-11-26T06:00:00Z`,
  });

/** An entry id: the page starts after it. */
export const FeedCursor = z
  .string()
  .min(1, 'after must not be empty')
  .max(feedLimits.idLength, `after is at most ${feedLimits.idLength} characters`);

export const KontainerProductsQuery = z.object({
  take: FeedTake.optional(),
  skip: FeedSkip.optional(),
  newerThan: FeedInstant('newerThan').optional(),
  after: FeedCursor.optional(),
});
export type KontainerProductsQuery = z.infer<typeof KontainerProductsQuery>;

/** What to send for the next page: the same filter, starting after the last entry answered. */
export const FeedNextPage = z.object({
  after: z.string(),
  take: z.number().int(),
  newerThan: z.string().nullable(),
});

/** The paging part of every feed answer. */
export const FeedPaging = z.object({
  /** More entries follow: send `next`. */
  hasMore: z.boolean(),
  next: FeedNextPage.nullable(),
  /**
   * The database's time when this page was read. Use the first page's as `newerThan` of the next run (a minute
   * earlier is safer: a write in flight while the run started carries an earlier time).
   */
  snapshotAt: z.string(),
});

const Texts = z.object({ name: z.string(), description: z.string(), url: z.string() });

export const KontainerVariant = z.object({ id: z.string(), size: z.string(), ean: z.string() });
export const KontainerMedia = z.object({
  /** An absolute address of the original (the shop's /images/raw). */
  url: z.string(),
  /** The path below the media root. */
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const KontainerColor = z.object({
  code: z.string(),
  hex: z.string(),
  names: z.partialRecord(LanguageCode, z.string()),
  seasonCode: z.string(),
  deliveryDropCode: z.string().nullable(),
  variants: z.array(KontainerVariant),
  media: z.array(KontainerMedia),
});

export const KontainerProduct = z.object({
  id: z.string(),
  number: z.string(),
  brand: z.string(),
  garment: z.string(),
  print: z.string().nullable(),
  primaryCategoryId: z.string(),
  primaryColorCode: z.string(),
  /** When the style or anything of it last changed. */
  updatedAt: z.string(),
  /** Name, description and shop address per language (English and Danish). */
  texts: z.partialRecord(LanguageCode, Texts),
  colors: z.array(KontainerColor),
});
export type KontainerProduct = z.infer<typeof KontainerProduct>;

export const KontainerProductPage = FeedPaging.extend({ items: z.array(KontainerProduct) });
export type KontainerProductPage = z.infer<typeof KontainerProductPage>;

export const perfionContentTypes = ['product', 'category', 'page'] as const;
export const PerfionContentType = z.enum(perfionContentTypes, {
  error: `contentType must be one of ${perfionContentTypes.join(', ')}`,
});
export type PerfionContentType = z.infer<typeof PerfionContentType>;

/**
 * The groups of language-neutral data an entry carries: `catalogue` (the entry's own fields), `categories`
 * (a product's categories), `colors`, `variants` (a product's sizes with EANs), `media` (its pictures).
 */
export const perfionSources = ['catalogue', 'categories', 'colors', 'variants', 'media'] as const;
export const PerfionSource = z.enum(perfionSources);
export type PerfionSource = z.infer<typeof PerfionSource>;

/** A list in the query: repeated (`Id=a&Id=b`) or comma-separated (`Id=a,b`). */
const queryItems = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== ''),
);

const EntryId = z.string().max(feedLimits.idLength, `Id is at most ${feedLimits.idLength} characters`);
const SourceName = z.enum(perfionSources, { error: `Sources are ${perfionSources.join(', ')}` });

export const PerfionEntriesQuery = z.object({
  areaId: z.string().min(1, 'areaId is required').max(64),
  contentType: PerfionContentType,
  take: FeedTake.optional(),
  skip: FeedSkip.optional(),
  newerThan: FeedInstant('newerThan').optional(),
  after: FeedCursor.optional(),
});
export type PerfionEntriesQuery = z.infer<typeof PerfionEntriesQuery>;

export const PerfionEntriesByIdQuery = z.object({
  AreaId: z.string().min(1, 'AreaId is required').max(64),
  ContentType: PerfionContentType,
  Id: queryItems.pipe(
    z.array(EntryId).min(1, 'Id names nothing').max(feedLimits.ids, `Id names at most ${feedLimits.ids}`),
  ),
  Sources: queryItems.pipe(z.array(SourceName).max(perfionSources.length)).optional(),
});
export type PerfionEntriesByIdQuery = z.infer<typeof PerfionEntriesByIdQuery>;

export const PerfionSearchBody = z.object({
  areaId: z.string().min(1, 'areaId is required').max(64),
  contentType: PerfionContentType,
  /** Text found in an entry's id, number or name in any language (case-insensitive). */
  query: z.string().trim().max(feedLimits.searchLength).optional(),
  ids: z.array(EntryId).max(feedLimits.ids).optional(),
  newerThan: FeedInstant('newerThan').optional(),
  sources: z.array(SourceName).max(perfionSources.length).optional(),
  take: z.number().int().min(1).max(feedLimits.take).optional(),
  skip: z.number().int().min(0).max(feedLimits.skip).optional(),
  after: FeedCursor.optional(),
});
export type PerfionSearchBody = z.infer<typeof PerfionSearchBody>;

export const PerfionFieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type PerfionFieldValue = z.infer<typeof PerfionFieldValue>;

export const PerfionEntry = z.object({
  /** The product's, category's or page's id (a page's language versions share it). */
  id: z.string(),
  contentType: PerfionContentType,
  areaId: z.string(),
  /** When it last changed; null for categories and pages, which keep no change time (ADR 51). */
  updatedAt: z.string().nullable(),
  /** The texts per language: name, description, url for products and categories; title, url… for pages. */
  languages: z.array(
    z.object({ languageCode: LanguageCode, fields: z.record(z.string(), z.string().nullable()) }),
  ),
  /** Language-neutral data by source, each a list of items (one for `catalogue`). */
  sources: z.array(
    z.object({ source: PerfionSource, items: z.array(z.record(z.string(), PerfionFieldValue)) }),
  ),
});
export type PerfionEntry = z.infer<typeof PerfionEntry>;

export const PerfionEntryPage = FeedPaging.extend({ entries: z.array(PerfionEntry) });
export type PerfionEntryPage = z.infer<typeof PerfionEntryPage>;

export const PerfionEntriesById = z.object({
  entries: z.array(PerfionEntry),
  /** The ids asked for that name no entry. */
  missingIds: z.array(z.string()),
});
export type PerfionEntriesById = z.infer<typeof PerfionEntriesById>;
