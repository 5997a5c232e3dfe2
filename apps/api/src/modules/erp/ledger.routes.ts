import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { appError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { createLedgerCreditMemo } from './ledger-credit-memo.ts';

/** Back-office calls of the built-in ledger ERP (staff with the B2B Manager role). */
export const ledgerRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.backoffice.createCreditMemo, async (request) => {
    const { ctx } = request;
    if (ctx.config.erp.kind !== 'internal') {
      throw appError(
        'erp-not-ledger',
        'Credit memos are booked in the configured ERP, not in the built-in ledger',
      );
    }
    return { creditMemo: await createLedgerCreditMemo(ctx, request.body) };
  });
};
