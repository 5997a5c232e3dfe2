import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  CartResponse,
  ErrorBody,
  ExportCartQuery,
  ImportCartBody,
  ImportCartError,
  maxImportFileBytes,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { exportCartAsExcel, xlsxContentType } from './cart-excel-export.ts';
import { importCartFromExcel } from './cart-excel-import.ts';
import { maxImportColumns, maxImportRows } from './read-cart-workbook.ts';
import { xlsxZipLimits } from './xlsx-zip-guard.ts';

const fileTooLarge = () =>
  new AppError(
    413,
    'import-file-too-large',
    `The file is larger than ${maxImportFileBytes / 1024 / 1024} MB`,
    'ValidationException',
  );

/** Reads the one uploaded file into memory (it is at most 2 MB) and names the limit when it is larger. */
async function bufferUpload(part: MultipartFile): Promise<void> {
  try {
    await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw error;
  }
}

const xlsxFile = z.any().meta({
  description: 'The cart as an .xlsx workbook',
  content: { [xlsxContentType]: { schema: { type: 'string', format: 'binary' } } },
});

/**
 * ExportCartAsExcel and ImportCart (spec shop-front §7). Multipart is registered here only, so no other route
 * accepts uploads; fields are buffered into `request.body` after the access check has passed (root hooks run
 * first) and validated by the ImportCartBody contract.
 */
export const cartExcelRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Cart'];
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: bufferUpload,
    limits: { fileSize: maxImportFileBytes, files: 1, fields: 8, fieldSize: 4096, parts: 9, headerPairs: 50 },
  });

  app.get(
    '/api/Cart/ExportCartAsExcel',
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary:
          "The caller's cart as an .xlsx download: a header row in the cart's language, then one row per " +
          'product line (product number, name, colour code, colour, size, unit, quantity, net unit and line ' +
          'price without VAT from the current calculation, currency, product id, variant id). Text that starts ' +
          "with = + - @, a tab or CR is written with a leading ' so no spreadsheet runs it. Area is the page's " +
          'area id. 404 unknown cart, 403 NotCartOwnerException.',
        querystring: ExportCartQuery,
        response: { 200: xlsxFile, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const workbook = await exportCartAsExcel(request.ctx, request.query.Id);
      return reply
        .header('content-type', xlsxContentType)
        .header('content-disposition', workbook.contentDisposition)
        .header('cache-control', 'no-store')
        .send(workbook.content);
    },
  );

  app.post(
    '/api/Cart/ImportCart',
    {
      config: {
        access: 'visitor',
        // Parsing is the costliest thing a shopper can ask for: a budget per caller (token), not per address,
        // since every browser request arrives through the web server.
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            request.auth.kind === 'none' ? `ip:${request.ip}` : `token:${request.auth.tokenHash}`,
        },
      },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary:
          "Import an .xlsx (as exported by ExportCartAsExcel) into the caller's open cart of orderType, created " +
          "when there is none. Multipart fields: area (AreaInfo as JSON), orderType, overrideCart ('true' " +
          "replaces every line, 'false' adds the quantities), file (at most 2 MB). Columns are found by header " +
          '(English or Danish): Quantity and either Product id + Variant id or Product number + Colour code + ' +
          `Size; Unit is optional (CU). Limits: ${maxImportRows} lines, ${maxImportColumns} columns, ` +
          `${xlsxZipLimits.maxEntries} zip entries, ${xlsxZipLimits.maxTotalUncompressedBytes / 1024 / 1024} MB ` +
          `unpacked, compression ${xlsxZipLimits.maxCompressionRatio}:1 (checked before parsing: 400 ` +
          'import-too-large / import-not-xlsx). Bad rows → 400 import-failed with rowErrors (row, column ' +
          'header, message) and nothing imported: all rows or none.',
        body: ImportCartBody,
        response: {
          200: CartResponse,
          400: z.union([ImportCartError, ErrorBody]),
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (request) => ({ cart: await importCartFromExcel(request.ctx, request.body) }),
  );
};
