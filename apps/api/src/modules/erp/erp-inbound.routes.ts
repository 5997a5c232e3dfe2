import { erpInboundLimits } from '@shop/contracts';
import type { endpoints } from '@shop/contracts/endpoints';
import { appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import type { Handlers } from '../../lib/route.ts';
import { replaceCustomerFromErp } from '../customer/index.ts';
import { priceGroupOf, setPriceLists } from '../pricing/index.ts';
import { setStockLevels } from '../stock/index.ts';
import { applyErpCreditMemo, applyErpInvoice, applyErpShipment } from './inbound-documents.ts';

/** The inbound calls are the ERP over HTTP's: with the built-in ledger they would post beside its own books. */
function requireHttpErp(ctx: Ctx): void {
  if (ctx.config.erp.kind !== 'http') {
    throw appError(
      'erp-not-http',
      `The shop runs ERP=${ctx.config.erp.kind}: ERP documents and stock are posted only with ERP=http`,
    );
  }
}

/**
 * The ERP's inbound calls (ADR 87): access `erp` (an API key of the erp kind) was checked before the body was
 * read; the bodies are the contracts' (400 naming the field). Documents land in the ledger's tables; stock,
 * prices and customers through their modules' own functions; each call in one transaction. A stock or price
 * batch answers once search's documents follow it, so nothing of the call outlives it.
 */
export const erpInboundHandlers: Handlers<typeof endpoints.erp> = {
  postShipment: async ({ ctx, body }) => {
    requireHttpErp(ctx);
    return applyErpShipment(ctx, body);
  },
  postInvoice: async ({ ctx, body }) => {
    requireHttpErp(ctx);
    return applyErpInvoice(ctx, body);
  },
  postCreditMemo: async ({ ctx, body }) => {
    requireHttpErp(ctx);
    return applyErpCreditMemo(ctx, body);
  },
  setStockLevels: {
    handler: async ({ ctx, body }) => {
      requireHttpErp(ctx);
      const levels = body.rows.map((row) => ({
        variantId: row.variantId,
        unitId: row.unitId,
        locationId: row.warehouse,
        onHand: row.onHand,
        incoming: row.incoming,
      }));
      const result = await withTransaction(ctx, (scoped) => setStockLevels(scoped, levels));
      // Search's facets (in stock, future stock) follow the stock: rebuilt before the answer when what they read
      // changed (rebuilds queue on their own lock).
      await ctx.services.reindex(ctx.db, 'changed');
      return result;
    },
    options: { bodyLimit: erpInboundLimits.stockBodyBytes },
  },
  setPrices: {
    handler: async ({ ctx, body }) => {
      requireHttpErp(ctx);
      const result = await withTransaction(ctx, (scoped) => setPriceLists(scoped, body));
      // Search's documents carry the retail prices its price filter and sorting read.
      await ctx.services.reindex(ctx.db, 'changed');
      return result;
    },
    options: { bodyLimit: erpInboundLimits.priceBodyBytes },
  },
  postCustomer: async ({ ctx, body }) => {
    requireHttpErp(ctx);
    const group = await priceGroupOf(ctx, body.priceGroupCode);
    if (!group || group.kind !== 'wholesale' || group.currencyCode !== body.currencyCode) {
      throw appError(
        'erp-price-group-unknown',
        `priceGroupCode ${body.priceGroupCode} is not a wholesale price group in ${body.currencyCode}`,
      );
    }
    return replaceCustomerFromErp(ctx, body);
  },
};
