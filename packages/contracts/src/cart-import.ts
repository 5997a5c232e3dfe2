import { z } from 'zod';
import { CartOrderType } from './cart-header.ts';
import { AreaInfo } from './common.ts';

/** ImportCart (spec §7): the upload of an .xlsx into a cart, and its answer when rows are bad. */

/** ImportCart's upload limits: the request is refused before reading more. */
export const maxImportFileBytes = 2 * 1024 * 1024;

/**
 * ImportCart as multipart/form-data fields (the web sends them as FormData). `area` is the AreaInfo as a JSON
 * string, like every other cart call's `area`; `overrideCart` is 'true' (the file replaces the cart's lines) or
 * 'false' (default: the file's quantities are added); `file` is the .xlsx (at most 2 MB).
 */
export const ImportCartBody = z.object({
  area: z
    .string({ error: 'area is required (AreaInfo as JSON)' })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.issues.push({
          code: 'custom',
          input: text,
          message: 'area must be JSON like {"areaId":"…","languageCode":"en"}',
        });
        return z.NEVER;
      }
    })
    .pipe(AreaInfo)
    .meta({ description: 'AreaInfo as a JSON string: {"areaId":"…","languageCode":"en"}' }),
  orderType: CartOrderType,
  overrideCart: z
    .enum(['true', 'false'], { error: "overrideCart must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  // Uint8Array, not Buffer: this module also runs in the browser. Node's Buffer is a Uint8Array.
  file: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, 'file is required: the .xlsx to import')
    .meta({ type: 'string', format: 'binary', description: 'The .xlsx workbook, at most 2 MB' }),
});
export type ImportCartBody = z.infer<typeof ImportCartBody>;

/** Result of ImportCart: the cart after import, or 400 with one message per bad row. */
export const ImportRowError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export const ImportCartError = z.object({
  message: z.string(),
  errorCode: z.string(),
  type: z.string(),
  rowErrors: z.array(ImportRowError),
});
