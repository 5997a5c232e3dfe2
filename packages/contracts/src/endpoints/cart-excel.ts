import { z } from 'zod';
import { ChangeLinesResponse, ExportCartQuery, ImportCartBody, ImportCartError } from '../cart.ts';
import { ErrorBody } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { exampleArea as area, exampleCartId as cartId, exampleCart } from './cart-examples.ts';

/**
 * The cart as a spreadsheet (spec shop-front §7): download it, or upload one into the cart. Part of
 * `endpoints.cart` (cart.ts re-exports them).
 */

const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportCartAsExcel = defineEndpoint({
  operationId: 'exportCartAsExcel',
  method: 'GET',
  path: '/api/Cart/ExportCartAsExcel',
  access: 'visitor',
  tags: ['Cart'],
  summary: "The caller's cart as an .xlsx download",
  description:
    "A header row in the cart's language, then one row per product line (product number, name, colour code, " +
    'colour, size, unit, quantity, net unit and line price without VAT from the current calculation, currency, ' +
    "product id, variant id). Text that starts with = + - @, a tab or CR is written with a leading ' so no " +
    "spreadsheet runs it. Area is the page's area id. 404 unknown cart, 403 NotCartOwnerException.",
  query: ExportCartQuery,
  response: z.any().meta({
    description: 'The cart as an .xlsx workbook',
    content: { [xlsxContentType]: { schema: { type: 'string', format: 'binary' } } },
  }),
  errors: ['cart-not-found', 'not-cart-owner'],
  responseKind: 'binary',
  example: { query: { Area: 'b2b', Id: cartId } },
});

export const importCart = defineEndpoint({
  operationId: 'importCart',
  method: 'POST',
  path: '/api/Cart/ImportCart',
  access: 'visitor',
  tags: ['Cart'],
  summary:
    "Import an .xlsx (as exported by ExportCartAsExcel) into the caller's open cart of orderType, created " +
    'when there is none',
  description:
    "Multipart fields: area (AreaInfo as JSON), orderType, overrideCart ('true' replaces every line, 'false' " +
    'adds the quantities), file (at most 2 MB). Columns are found by header ' +
    '(English or Danish): Quantity and either Product id + Variant id or Product number + Colour code + ' +
    'Size; Unit is optional (CU). Limits: 1000 lines, 30 columns, 1000 zip entries, 20 MB unpacked, ' +
    'compression 100:1, 4 MB unpacked for the first worksheet and for its shared strings, 30030 cells ' +
    '(1001 rows × 30 columns). Sizes are read from the zip directory before anything is unpacked; the sheet ' +
    'then streams, and the first row, cell or column beyond a limit ends the read: 400 import-too-large ' +
    'naming the limit (import-not-xlsx for a file that is no workbook). At most CART_IMPORT_CONCURRENCY ' +
    'imports (default 2) run at once per server; one more is answered 503 import-busy with Retry-After. ' +
    'Bad rows → 400 import-failed with rowErrors (row, column header, message) and nothing imported: all ' +
    'rows or none. Into a Stock cart each line is cut to what stock (on hand and arriving) can deliver beside ' +
    'what the cart holds; `reduced` lists the cut lines (index = sheet row).',
  consumes: ['multipart/form-data'],
  body: ImportCartBody,
  response: ChangeLinesResponse,
  errors: [
    'import-failed',
    'import-not-xlsx',
    'import-too-large',
    'import-file-too-large',
    'import-busy',
    'cart-line-invalid',
    'cart-line-quantity',
    'cart-full',
    'Forbidden',
    'cart-used-in-order',
  ],
  errorBodies: { 400: z.union([ImportCartError, ErrorBody]) },
  rateLimited: true,
  example: {
    body: { area: JSON.stringify(area), orderType: 'Stock', overrideCart: 'false', file: '(cart.xlsx)' },
    response: { cart: exampleCart, reduced: [] },
  },
});
