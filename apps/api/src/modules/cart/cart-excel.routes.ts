import multipart, { type MultipartFile } from '@fastify/multipart';
import { maxImportFileBytes } from '@shop/contracts';
import type { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError, appError } from '../../lib/app-error.ts';
import type { Handlers } from '../../lib/route.ts';
import { exportCartAsExcel, xlsxContentType } from './cart-excel-export.ts';
import { importCartFromExcel, importRetryAfterSeconds } from './cart-excel-import.ts';

const fileTooLarge = () =>
  appError('import-file-too-large', `The file is larger than ${maxImportFileBytes / 1024 / 1024} MB`);

/** Reads the one uploaded file into memory (it is at most 2 MB) and names the limit when it is larger. */
async function bufferUpload(part: MultipartFile): Promise<void> {
  try {
    await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw error;
  }
}

/**
 * Multipart for the Excel calls' scope only (routes.ts), so no other route accepts uploads; fields are
 * buffered into `request.body` after the access check has passed (root hooks run first) and validated by the
 * ImportCartBody contract.
 */
export async function acceptCartUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: bufferUpload,
    limits: { fileSize: maxImportFileBytes, files: 1, fields: 8, fieldSize: 4096, parts: 9, headerPairs: 50 },
  });
}

/** ExportCartAsExcel and ImportCart (spec shop-front §7), in the scope that accepts uploads. */
export const cartExcelHandlers = {
  exportCartAsExcel: async (request, reply) => {
    const workbook = await exportCartAsExcel(request.ctx, request.query.Id);
    return reply
      .header('content-type', xlsxContentType)
      .header('content-disposition', workbook.contentDisposition)
      .header('cache-control', 'no-store')
      .send(workbook.content);
  },

  importCart: {
    handler: async (request, reply) => {
      // At most `cartImport.maxConcurrent` at once per process; one more is refused at once, told when to retry.
      try {
        return await request.ctx.services.cartImports.run(() =>
          importCartFromExcel(request.ctx, request.body),
        );
      } catch (error) {
        if (error instanceof AppError && error.errorCode === 'import-busy') {
          reply.header('retry-after', String(importRetryAfterSeconds));
        }
        throw error;
      }
    },
    options: {
      // Parsing is the costliest thing a shopper can ask for: a budget per caller (token), not per address,
      // since every browser request arrives through the web server.
      rateLimit: {
        max: 30,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (request) =>
          request.auth.kind === 'anonymous' || request.auth.kind === 'user'
            ? `token:${request.auth.tokenHash}`
            : `ip:${request.ip}`,
      },
    },
  },
} satisfies Partial<Handlers<typeof endpoints.cart>>;
