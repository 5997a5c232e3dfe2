import { type LineSheetFormat, LineSheetSearch } from '@shop/contracts';
import type { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import type { AreaCtx } from '../../lib/context.ts';
import type { Handlers } from '../../lib/route.ts';
import { downloadRouteOptions, loadFileTexts, sendDownload } from '../customer-center/index.ts';
import { loadTileImage, tileImageUrl } from '../media/index.ts';
import { renderLineSheetExcel } from './line-sheet-excel.ts';
import { renderLineSheetPdf } from './line-sheet-pdf.ts';
import {
  customerProposalLineSheet,
  type PreparedLineSheet,
  salesProposalLineSheet,
  searchLineSheet,
} from './line-sheet-sources.ts';

/** A file name of letters, digits and dashes: `Line-sheet-Girls.pdf`, `Linjeark-Piger.xlsx`. */
const safeName = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The Search query's JSON, checked by the contract's schema: 400 naming the problem. */
function parseSearch(raw: string): LineSheetSearch {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('querystring/Search: is not JSON', 'validation-failed');
  }
  const parsed = LineSheetSearch.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      `querystring/Search/${issue?.path.join('/') ?? ''}: ${issue?.message ?? 'is not a search'}`,
      'validation-failed',
    );
  }
  return parsed.data;
}

/**
 * Prepares the sheet (its refusals are answered as such), then streams it as a PDF or an Excel file in the
 * request's language: the headers and the file's first bytes go out while the styles are read.
 */
function send(
  request: FastifyRequest,
  reply: Parameters<typeof sendDownload>[1],
  format: LineSheetFormat,
  make: (ctx: AreaCtx) => Promise<PreparedLineSheet>,
) {
  const ctx = request.ctx as AreaCtx;
  return sendDownload(request, reply, format, async () => {
    const [prepared, texts] = await Promise.all([
      make(ctx),
      loadFileTexts(ctx, ctx.area.areaId, ctx.area.languageCode),
    ]);
    const name = `${texts.t('line-sheet.file')}-${safeName(prepared.subject || texts.t('line-sheet.searchResult'))}.${format}`;
    const sheet = prepared.load();
    const stream =
      format === 'pdf'
        ? renderLineSheetPdf(sheet, texts, (path) => loadTileImage(ctx, path), ctx.now)
        : renderLineSheetExcel(sheet, texts, (path) => tileImageUrl(ctx.config.publicUrl, path), ctx.now);
    return { name, stream };
  });
}

/** Line sheets (issue 33, ADR 89): from a search, from a proposal (the dealer's and the sales person's). */
export function lineSheetHandlers(app: FastifyInstance): Handlers<typeof endpoints.lineSheet> {
  const options = downloadRouteOptions(app);
  return {
    getLineSheet: {
      handler: (request, reply) => {
        const search = parseSearch(request.query.Search);
        return send(request, reply, request.query.Format, (ctx) => searchLineSheet(ctx, search));
      },
      options,
    },
    getProposalLineSheet: {
      handler: (request, reply) =>
        send(request, reply, request.query.Format, (ctx) => customerProposalLineSheet(ctx, request.query.Id)),
      options,
    },
    getSalesProposalLineSheet: {
      handler: (request, reply) =>
        send(request, reply, request.query.Format, (ctx) => salesProposalLineSheet(ctx, request.query.Id)),
      options,
    },
  };
}
