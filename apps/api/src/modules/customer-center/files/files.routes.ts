import type { Readable } from 'node:stream';
import { fileContentTypes } from '@shop/contracts';
import type { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import type { Handlers, RouteOptions } from '../../../lib/route.ts';
import { contentDisposition } from '../../media/index.ts';
import { renderDocumentExcel } from './document-excel.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import { downloadRetryAfterSeconds } from './download-slots.ts';
import { creditMemoForFile, type FileSubject, invoiceForFile, orderForFile } from './find-file-documents.ts';
import { renderImagePack } from './image-pack.ts';
import { loadStyleDetails } from './style-details.ts';

type FileKind = keyof typeof fileContentTypes;

/** The file name in the customer's language: `Faktura-LIN-SO100001-1.pdf`, `Invoice-LIN-SO100001-1.pdf`. */
const fileName = (subject: FileSubject, stemKey: TextKey, kind: FileKind) =>
  `${subject.texts.t(stemKey)}-${subject.document.number}.${kind}`;

/** Whose slots and budget a download counts against: the user (the access rule lets only users through). */
const userKey = (request: FastifyRequest) =>
  request.auth.kind === 'user' ? `user:${request.auth.userId}` : `ip:${request.ip}`;

/** Takes a download slot, finds the document, makes the file and sends it; the slot is freed when it is done. */
export async function sendDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: FileKind,
  make: () => Promise<{ name: string; stream: Readable }>,
) {
  let free: () => void;
  try {
    free = request.ctx.services.downloadSlots.take(userKey(request));
  } catch (error) {
    if (error instanceof AppError) reply.header('retry-after', String(downloadRetryAfterSeconds));
    throw error;
  }
  try {
    const file = await make();
    file.stream.once('close', free);
    reply.raw.once('close', free);
    return reply
      .header('content-type', fileContentTypes[kind])
      .header('content-disposition', contentDisposition(file.name))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  } catch (error) {
    free();
    throw error;
  }
}

const pdf = (request: FastifyRequest, subject: FileSubject, stemKey: TextKey) => ({
  name: fileName(subject, stemKey, 'pdf'),
  stream: renderDocumentPdf(subject.document, subject.texts, request.ctx.config.seller, request.ctx.now),
});

const styleDetails = (request: FastifyRequest, subject: FileSubject) =>
  loadStyleDetails(
    request.ctx,
    subject.document.lines.map((line) => line.variantId),
    subject.texts.languageCode,
  );

const excel = async (request: FastifyRequest, subject: FileSubject, stemKey: TextKey) => ({
  name: fileName(subject, stemKey, 'xlsx'),
  stream: renderDocumentExcel(
    subject.document,
    subject.texts,
    await styleDetails(request, subject),
    request.ctx.now,
  ),
});

const imagePack = async (request: FastifyRequest, subject: FileSubject) => ({
  name: fileName(subject, 'documents.file.images', 'zip'),
  stream: renderImagePack(
    subject.document,
    subject.texts,
    await styleDetails(request, subject),
    request.ctx.services.mediaStore,
    request.ctx.now,
    request.log,
  ),
});

/** A download call's rate limit: `documentDownloads.perUserPerMinute` calls a minute per user. */
export function downloadRouteOptions(app: FastifyInstance): RouteOptions {
  return {
    rateLimit: {
      max: app.config.documentDownloads.perUserPerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler',
      keyGenerator: userKey,
    },
  };
}

/**
 * The customer center's files (spec customer-center §7). Each call finds its document through the customer
 * center's finders (find-file-documents.ts), then streams the file as it is made. Per user: at most
 * `documentDownloads.perUserConcurrent` downloads at once in this process (`services.downloadSlots`, wired
 * in wiring.ts) and `perUserPerMinute` of each call a minute (the route's rate limit, counted in Redis when
 * there is one); beyond either, 429 with Retry-After.
 */
export function customerCenterFileHandlers(app: FastifyInstance) {
  const options = downloadRouteOptions(app);

  return {
    getInvoicePdf: {
      handler: (request, reply) =>
        sendDownload(request, reply, 'pdf', async () =>
          pdf(
            request,
            await invoiceForFile(request.ctx, request.query.InvoiceId, request.query.LinkId),
            'documents.file.invoice',
          ),
        ),
      options,
    },
    getCreditMemoPdf: {
      handler: (request, reply) =>
        sendDownload(request, reply, 'pdf', async () =>
          pdf(
            request,
            await creditMemoForFile(request.ctx, request.query.CreditMemoId, request.query.LinkId),
            'documents.file.creditMemo',
          ),
        ),
      options,
    },
    getOrderConfirmationPdf: {
      handler: (request, reply) =>
        sendDownload(request, reply, 'pdf', async () =>
          pdf(
            request,
            await orderForFile(request.ctx, request.query.OrderId),
            'documents.file.orderConfirmation',
          ),
        ),
      options,
    },
    getOrderConfirmationExcel: {
      handler: (request, reply) =>
        sendDownload(request, reply, 'xlsx', async () =>
          excel(request, await orderForFile(request.ctx, request.query.OrderId), 'documents.file.order'),
        ),
      options,
    },
    getInvoiceExcel: {
      handler: (request, reply) =>
        sendDownload(request, reply, 'xlsx', async () =>
          excel(
            request,
            await invoiceForFile(request.ctx, request.query.InvoiceId),
            'documents.file.invoice',
          ),
        ),
      options,
    },
    downloadOrderImages: {
      handler: (request, reply) =>
        sendDownload(request, reply, 'zip', async () =>
          imagePack(request, await orderForFile(request.ctx, request.query.OrderId)),
        ),
      options,
    },
    downloadInvoiceImages: {
      handler: (request, reply) =>
        sendDownload(request, reply, 'zip', async () =>
          imagePack(request, await invoiceForFile(request.ctx, request.query.InvoiceId)),
        ),
      options,
    },
  } satisfies Partial<Handlers<typeof endpoints.customerCenter>>;
}
