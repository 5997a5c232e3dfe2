import type { OrderTransferStatus } from '@shop/contracts';

/**
 * The back office orders screens' shared shapes, free of zod so the browser bundle stays small: the search in
 * the address, the statuses a filter offers and what the order page's forms answer.
 */

/** The transfer statuses in their lifecycle's order (contracts' orderTransferStatuses). */
export const orderStatuses: readonly OrderTransferStatus[] = [
  'PendingPayment',
  'PendingApproval',
  'PendingTransfer',
  'Transferred',
  'ErrorInTransfer',
  'Rejected',
];

export type OrderSearch = {
  orderId: string;
  customer: string;
  status: OrderTransferStatus | '';
  from: string;
  to: string;
  page: number;
};

/** Moves staff cannot take back: the order is refused for good (ADR 14: Rejected is final). */
export const finalMoves: ReadonlySet<OrderTransferStatus> = new Set(['Rejected']);

export type OrderActionResult =
  | { intent: 'state'; status: 'moved'; from: OrderTransferStatus; to: OrderTransferStatus }
  /** A final move asked for without its confirmation: the page asks first, the order is unchanged. */
  | { intent: 'state'; status: 'confirm'; to: OrderTransferStatus; reason: string }
  | { intent: 'state'; status: 'failed'; message: string }
  | { intent: 'receipt'; status: 'sent'; sentTo: string }
  | { intent: 'receipt'; status: 'invalid'; email: string }
  | { intent: 'receipt'; status: 'failed'; email: string; message: string };
