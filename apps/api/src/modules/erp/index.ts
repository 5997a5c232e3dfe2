/** The ERP module's public surface (ADR 29): other modules, flows and the composition root import only this. */

export type { Erp, ErpConfig, ErpDocumentQuery, ErpOrderDocuments, ErpSalesOrder } from './erp.ts';
export { ErpRefusal } from './erp.ts';
export { internalLedgerErp, ledgerRefusesOnceReference } from './internal-ledger-erp.ts';
export { ledgerHandlers } from './ledger.routes.ts';
export { ledgerFulfilmentJob, ledgerFulfilmentQueue, ledgerFulfilmentSchedule } from './ledger-fulfilment.ts';
