import { z } from 'zod';
import { BoundedId, LanguageCode } from './common.ts';
import { requiredId } from './price.ts';
import { SearchRequest } from './search.ts';

/**
 * Season line sheets (issue 33; docs/decisions/0089-line-sheets.md): a PDF or an Excel file of styles with the
 * caller's net prices, RRP and margin, made from a product search (a category or search page) or a proposal.
 */
export const lineSheetLimits = {
  /** A line sheet lists at most this many styles; a search finding more lists the first ones and says so. */
  styles: 500,
  /** The search (JSON) in the query string. */
  searchLength: 4000,
} as const;

export const lineSheetFormats = ['pdf', 'xlsx'] as const;
export const LineSheetFormat = z.enum(lineSheetFormats);
export type LineSheetFormat = z.infer<typeof LineSheetFormat>;

/** The product search a line sheet lists: GetProductsBySearch's body without area, skip and take. */
export const LineSheetSearch = SearchRequest.omit({
  area: true,
  skip: true,
  take: true,
  lookupTemplate: true,
});
export type LineSheetSearch = z.infer<typeof LineSheetSearch>;

const area = {
  AreaId: BoundedId.min(1, 'AreaId is required'),
  LanguageCode,
  Format: LineSheetFormat.default('pdf'),
};

/**
 * GetLineSheet: the styles of a search as the list page finds them. Search is `LineSheetSearch` as JSON (a GET
 * link carries it, so a plain link downloads the file); it is parsed and checked by the API (400 naming the
 * problem).
 */
export const SearchLineSheetQuery = z.object({
  ...area,
  Search: z
    .string()
    .max(lineSheetLimits.searchLength, `Search is longer than ${lineSheetLimits.searchLength} characters`)
    .default('{}'),
});
export type SearchLineSheetQuery = z.infer<typeof SearchLineSheetQuery>;

/** A proposal's line sheet: its styles, for the proposal's customer. */
export const ProposalLineSheetQuery = z.object({ ...area, Id: requiredId('Id', 64) });
export type ProposalLineSheetQuery = z.infer<typeof ProposalLineSheetQuery>;
