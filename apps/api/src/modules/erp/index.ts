/** The ERP module's public surface (ADR 29): other modules, flows and the composition root import only this. */

export type { BookedCreditMemo, OnCreditMemoBooked } from './credit-memo-booked.ts';
export type {
  Erp,
  ErpConfig,
  ErpDocumentQuery,
  ErpOrderDocuments,
  ErpSalesOrder,
  HttpErpSettings,
} from './erp.ts';
export { ErpRefusal } from './erp.ts';
export { erpInboundHandlers } from './erp-inbound.routes.ts';
export { createHttpErp } from './http-erp.ts';
export { internalLedgerErp } from './internal-ledger-erp.ts';
export { ledgerHandlers } from './ledger.routes.ts';
export { ledgerFulfilmentJob, ledgerFulfilmentQueue, ledgerFulfilmentSchedule } from './ledger-fulfilment.ts';
