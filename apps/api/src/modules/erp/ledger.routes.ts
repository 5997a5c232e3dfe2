import { CreateCreditMemoBody, CreateCreditMemoResponse, ErrorBody } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { createLedgerCreditMemo } from './ledger-credit-memo.ts';

/** Back-office calls of the built-in ledger ERP (staff with the B2B Manager role). */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backoffice/api/Ledger/CreateCreditMemo',
    {
      config: { access: 'backoffice' },
      schema: {
        tags: ['Backoffice'],
        summary:
          'Book a credit memo on the built-in ledger against a posted invoice: quantities of its lines (up to ' +
          'what is left to credit) and, once, its shipping fee. Idempotent on requestId: the same id answers the ' +
          'memo it booked. Audited. 400 bad body or line-not-invoiced; 401; 403 without the B2B Manager role; ' +
          '404 invoice-not-found; 409 credit-exceeds-invoice, credit-memo-request-reused, erp-not-ledger (another ' +
          'ERP is configured: credit memos are booked there).',
        body: CreateCreditMemoBody,
        response: {
          200: CreateCreditMemoResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      const { ctx } = request;
      if (ctx.config.erp.kind !== 'internal') {
        throw new AppError(
          409,
          'erp-not-ledger',
          'Credit memos are booked in the configured ERP, not in the built-in ledger',
          'ConflictException',
        );
      }
      return { creditMemo: await createLedgerCreditMemo(ctx, request.body) };
    },
  );
};
