import type { ResolvedPrice } from '@shop/commerce';
import type { Erp, ErpPriceRequest, ErpSalesOrder } from '../modules/erp/erp.ts';
import { internalLedgerErp } from '../modules/erp/internal-ledger-erp.ts';
import type { PriceLine } from '../modules/pricing/price-strategy.ts';

export type ErpDoubleBehaviour =
  | { kind: 'answer'; price: (line: PriceLine) => ResolvedPrice | null }
  | { kind: 'fail'; message: string }
  | { kind: 'hang' };

/**
 * How the double answers sales orders. Accepted orders go to the internal ledger (so `erp_sales_orders` shows
 * what the ERP holds, and its documents are the ledger's).
 * - accept: every call goes through
 * - fail: the next `times` calls fail before reaching the ledger, then calls go through
 * - unavailable: every call fails until the behaviour is changed
 * - accept-then-timeout: the next `times` calls are committed in the ledger and then throw a timeout, like an
 *   ERP that accepted the order but whose answer never arrived
 */
export type SalesOrderBehaviour =
  | { kind: 'accept' }
  | { kind: 'fail'; times: number }
  | { kind: 'unavailable' }
  | { kind: 'accept-then-timeout'; times: number };

export type ErpDouble = Erp & {
  requests: ErpPriceRequest[];
  /** Every createSalesOrder call, in order, whatever its outcome. */
  salesOrderCalls: ErpSalesOrder[];
  setSalesOrderBehaviour(behaviour: SalesOrderBehaviour): void;
};

/**
 * An ERP for tests and demos of failure: answers prices from a function, fails with an error, or never
 * answers; takes sales orders, fails them or times out after committing. Records every request it gets.
 */
export function createErpDouble(
  behaviour: ErpDoubleBehaviour,
  priceTimeoutMs = 100,
  salesOrders: SalesOrderBehaviour = { kind: 'accept' },
): ErpDouble {
  const requests: ErpPriceRequest[] = [];
  const salesOrderCalls: ErpSalesOrder[] = [];
  let orderBehaviour = salesOrders;
  return {
    name: `double-${behaviour.kind}`,
    priceTimeoutMs,
    orderTimeoutMs: 1000,
    requests,
    salesOrderCalls,
    setSalesOrderBehaviour(next) {
      if ('times' in next && !(Number.isInteger(next.times) && next.times >= 1)) {
        throw new RangeError(`times must be a positive integer, got ${next.times}`);
      }
      orderBehaviour = next;
    },
    async getPrices(_ctx, request) {
      requests.push(request);
      switch (behaviour.kind) {
        case 'fail':
          throw new Error(behaviour.message);
        case 'hang':
          return new Promise(() => {});
        case 'answer':
          return request.lines.flatMap((line) => {
            const price = behaviour.price(line);
            return price ? [{ line, price }] : [];
          });
      }
    },
    async createSalesOrder(ctx, order) {
      salesOrderCalls.push(order);
      const current = orderBehaviour;
      switch (current.kind) {
        case 'accept':
          return internalLedgerErp.createSalesOrder(ctx, order);
        case 'unavailable':
          throw new Error('ERP unavailable: connection refused');
        case 'fail':
          if (current.times <= 1) orderBehaviour = { kind: 'accept' };
          else orderBehaviour = { kind: 'fail', times: current.times - 1 };
          throw new Error('ERP unavailable: 503 Service Unavailable');
        case 'accept-then-timeout': {
          if (current.times <= 1) orderBehaviour = { kind: 'accept' };
          else orderBehaviour = { kind: 'accept-then-timeout', times: current.times - 1 };
          await internalLedgerErp.createSalesOrder(ctx, order);
          throw new Error('ERP timeout: no answer after the request was sent');
        }
      }
    },
    getShipments: internalLedgerErp.getShipments,
    findShipments: internalLedgerErp.findShipments,
    findOrderDocuments: internalLedgerErp.findOrderDocuments,
    findInvoices: internalLedgerErp.findInvoices,
    findCreditMemos: internalLedgerErp.findCreditMemos,
  };
}
