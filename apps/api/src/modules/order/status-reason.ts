import type { StatusReason } from '@shop/contracts';

/**
 * The status reasons the order module writes (order-transfer.ts, order-payment.ts, order-approval.ts,
 * update-order-state.ts), read back into what they say (ADR 80's way for transfer failures, readTransferFailure):
 * the stored text stays English for logs and SQL, and the back office words it in the page's language.
 */
const patterns: Array<[RegExp, (match: RegExpExecArray) => Partial<StatusReason>]> = [
  [/^ERP document (\S+)$/, (m) => ({ kind: 'erp-document', documentNo: m[1] ?? null })],
  [
    /^payment captured: (\d+) ([A-Z]{3})$/,
    (m) => ({ kind: 'payment-captured', amount: Number(m[1]), currencyCode: m[2] ?? null }),
  ],
  [
    /^payment (declined|cancelled|failed): ?([\s\S]*)$/,
    (m) => ({ kind: 'payment-ended', status: m[1] ?? null, note: m[2] || null }),
  ],
  [
    /^(approved|rejected) (in the back office|by a colleague)(?:: ([\s\S]*))?$/,
    (m) => ({
      kind: m[1] === 'approved' ? 'approved' : 'rejected',
      by: m[2] === 'by a colleague' ? 'colleague' : 'staff',
      note: m[3] ?? null,
    }),
  ],
  [
    /^transfer retried( in the back office)?(?:: ([\s\S]*))?$/,
    (m) => ({ kind: 'transfer-retried', by: m[1] ? 'staff' : null, note: m[2] ?? null }),
  ],
  [
    /^set to (\w+) in the back office(?:: ([\s\S]*))?$/,
    (m) => ({ kind: 'set-by-staff', by: 'staff', status: m[1] ?? null, note: m[2] ?? null }),
  ],
];

const empty: StatusReason = {
  kind: 'text',
  by: null,
  documentNo: null,
  amount: null,
  currencyCode: null,
  status: null,
  note: null,
};

/**
 * What a stored status reason says; null without one, and for a move to ErrorInTransfer (its reason is a
 * transfer failure, readTransferFailure). A text of no known shape is kind `text` with the text as its note.
 */
export function readStatusReason(toStatus: string, reason: string | null): StatusReason | null {
  if (!reason || toStatus === 'ErrorInTransfer') return null;
  for (const [pattern, read] of patterns) {
    const match = pattern.exec(reason);
    if (match) return { ...empty, ...read(match) };
  }
  return { ...empty, note: reason };
}
