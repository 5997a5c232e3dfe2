import type { Erp, ErpConfig } from './erp.ts';
import { internalLedgerErp } from './internal-ledger-erp.ts';

/** The ERP the configuration names. */
export function selectErp(config: ErpConfig): Erp {
  switch (config.kind) {
    case 'internal':
      return internalLedgerErp;
    case 'provided':
      return config.erp;
  }
}
