import type { Ctx } from '../../lib/context.ts';

/** A credit memo just booked, as what follows from it needs it (a card refund, ADR 86). */
export type BookedCreditMemo = {
  creditMemoNo: string;
  invoiceNo: string;
  /** Our order number. */
  externalOrderNo: string;
  /** The invoice was paid by card before transfer: the credit is paid back to the card. */
  prepaid: boolean;
  /** What the memo credits with VAT, minor units. */
  amountWithVat: number;
  currencyCode: string;
};

/**
 * The port through which booking a credit memo starts what follows from it, in the booking's transaction: the
 * refund of a card-paid invoice is a flow above the ERP and payment modules (flows/refund-credit-memo.ts) that
 * this module cannot import; wiring.ts connects it here.
 */
export type OnCreditMemoBooked = (ctx: Ctx, memo: BookedCreditMemo) => Promise<void>;

declare module '../../lib/context.ts' {
  interface Services {
    /** The ERP module's port to what a booked credit memo starts (wiring.ts). */
    readonly onCreditMemoBooked: OnCreditMemoBooked;
  }
}
