import type { OrderTransferStatus, TransferFailure, TransferFailureCode } from '@shop/contracts';

/**
 * Why a transfer failed, kept in the order's status reason and its trail event (ADR 80). The reason column is
 * text read by people in logs and SQL too, so the code leads it in brackets: `[erp-refused attempts=1] ledger
 * refused SO100001: customer blocked`. The back office reads it back as a code it words in the page's language.
 */
const stored = /^\[(erp-refused|erp-unavailable) attempts=(\d+)\] ?([\s\S]*)$/;

/** The reason text stored for a failed transfer. */
export const transferFailureReason = (
  code: Exclude<TransferFailureCode, 'unknown'>,
  attempts: number,
  detail: string,
) => `[${code} attempts=${attempts}] ${detail}`.slice(0, 1000);

/** The shop's own error names (`PermanentJobError: `, `ErpRefusal: `) are not for staff to read. */
const errorNames = /\b[A-Z][A-Za-z]*(?:Error|Refusal|Exception): /g;

/**
 * The failure a move to `toStatus` with `reason` records; null when the move is not to ErrorInTransfer (only the
 * transfer job moves there). A reason stored before the codes is `unknown` with its text minus error names.
 */
export function readTransferFailure(
  toStatus: OrderTransferStatus | string,
  reason: string | null,
): TransferFailure | null {
  if (toStatus !== 'ErrorInTransfer') return null;
  const coded = stored.exec(reason ?? '');
  if (coded) {
    return {
      code: coded[1] as TransferFailureCode,
      attempts: Number(coded[2]),
      detail: (coded[3] ?? '').replace(errorNames, ''),
    };
  }
  return { code: 'unknown', attempts: null, detail: (reason ?? '').replace(errorNames, '').trim() };
}
