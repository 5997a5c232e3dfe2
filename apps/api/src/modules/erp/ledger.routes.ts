import type { endpoints } from '@shop/contracts/endpoints';
import { appError } from '../../lib/app-error.ts';
import type { Handlers } from '../../lib/route.ts';
import { createLedgerCreditMemo } from './ledger-credit-memo.ts';

/** Back-office calls of the built-in ledger ERP (staff with the B2B Manager role). */
export const ledgerHandlers = {
  createCreditMemo: async (request) => {
    const { ctx } = request;
    if (ctx.config.erp.kind !== 'internal') {
      throw appError(
        'erp-not-ledger',
        'Credit memos are booked in the configured ERP, not in the built-in ledger',
      );
    }
    return { creditMemo: await createLedgerCreditMemo(ctx, request.body) };
  },
} satisfies Partial<Handlers<typeof endpoints.backoffice>>;
