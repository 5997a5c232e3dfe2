import { z } from 'zod';
import { fileContentTypes } from '../customer-center-files.ts';
import { defineEndpoint } from '../endpoint.ts';
import { lineSheetLimits, ProposalLineSheetQuery, SearchLineSheetQuery } from '../line-sheet.ts';

/**
 * Season line sheets (issue 33; docs/decisions/0089-line-sheets.md). A PDF (Format=pdf, the default) or an Excel
 * file (Format=xlsx) in the language asked (LanguageCode) and the customer's currency: a cover with the season,
 * the customer and their sales contacts, an index, then one block per style with its colours' pictures, item
 * number, sizes, net price, RRP and margin, delivery drop and minimum; "Page n of N" on every page. The Excel
 * file has one row per style and colour with the pictures' links. Streamed as it is made. Visitors have no net
 * prices: 401/403.
 */

const tags = ['LineSheet'] as const;
const rateLimit =
  ' 429 rate-limited with Retry-After: too many downloads by this user in the last minute, or too many at once.';

const file = z.any().meta({
  description: 'The line sheet (Line-sheet-<name>.pdf / Linjeark-<name>.xlsx)',
  content: {
    [fileContentTypes.pdf]: { schema: { type: 'string', format: 'binary' } },
    [fileContentTypes.xlsx]: { schema: { type: 'string', format: 'binary' } },
  },
});

export const getLineSheet = defineEndpoint({
  operationId: 'getLineSheet',
  method: 'GET',
  path: '/api/LineSheet/GetLineSheet',
  access: 'customer',
  tags,
  summary: 'The line sheet of a product search (a category or search page) at the acting customer’s prices',
  description:
    'Search: GetProductsBySearch’s body without area, skip and take, as JSON (category, search, facets with ' +
    'their selection, sorting), so the sheet lists exactly the styles the list page shows, in its order. At ' +
    `most ${lineSheetLimits.styles} styles: a search finding more lists the first ${lineSheetLimits.styles} ` +
    `and says so on the cover. 400 validation-failed naming the problem when Search is not such JSON.${rateLimit}`,
  query: SearchLineSheetQuery,
  response: file,
  errors: ['area-not-found'],
  responseKind: 'binary',
  rateLimited: true,
  example: {
    query: { AreaId: 'b2b', LanguageCode: 'da', Format: 'pdf', Search: '{"category":"girls"}' },
  },
});

export const getProposalLineSheet = defineEndpoint({
  operationId: 'getProposalLineSheet',
  method: 'GET',
  path: '/api/LineSheet/GetProposalLineSheet',
  access: 'customer',
  tags,
  summary: 'The line sheet of a proposal addressed to the acting customer',
  description: `The proposal’s styles in its lines’ order. 404 not-found: no such proposal of this customer (another customer’s too).${rateLimit}`,
  query: ProposalLineSheetQuery,
  response: file,
  errors: ['not-found', 'area-not-found'],
  responseKind: 'binary',
  rateLimited: true,
  example: { query: { AreaId: 'b2b', LanguageCode: 'en', Id: '9c3e1d7e-7c55-4d8f-8e0e-3f1c2a9b7d10' } },
});

export const getSalesProposalLineSheet = defineEndpoint({
  operationId: 'getSalesProposalLineSheet',
  method: 'GET',
  path: '/api/LineSheet/GetSalesProposalLineSheet',
  access: 'impersonator',
  tags,
  summary: 'The line sheet of one of the sales person’s proposals, at its customer’s prices',
  description: `As the dealer gets it: the proposal’s styles at the proposal customer’s net prices and RRP. 404 not-found: no such proposal of the caller.${rateLimit}`,
  query: ProposalLineSheetQuery,
  response: file,
  errors: ['not-found', 'area-not-found'],
  responseKind: 'binary',
  rateLimited: true,
  example: { query: { AreaId: 'b2b', LanguageCode: 'da', Id: '9c3e1d7e-7c55-4d8f-8e0e-3f1c2a9b7d10' } },
});
