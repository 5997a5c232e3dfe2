/**
 * A customer's payment terms (issue 31 item 8): a closed set of codes, each with the days from the invoice date
 * to its due date. Back-office staff set a customer's terms; an order keeps the terms it was placed with, the
 * ERP posts its invoices with them and the due date computed here. Their names in both languages are UI texts
 * (`payment-terms.<code>`, packages/ui-texts). Customers stored before terms existed have Net 30, the days
 * the ledger gave every invoice until then.
 */
export const paymentTermsCodes = ['net14', 'net30', 'net60', 'prepayment', 'deposit50Preorder'] as const;
export type PaymentTermsCode = (typeof paymentTermsCodes)[number];

/** What a customer has until staff choose otherwise. */
export const defaultPaymentTerms: PaymentTermsCode = 'net30';

/**
 * Days from the invoice date to the due date. Prepayment is due on the invoice date; with a 50 % deposit on
 * preorders, the deposit is asked for when the preorder is confirmed and an invoice's balance is due net 30.
 */
export const paymentTermsDueDays: Readonly<Record<PaymentTermsCode, number>> = {
  net14: 14,
  net30: 30,
  net60: 60,
  prepayment: 0,
  deposit50Preorder: 30,
};

export function isPaymentTermsCode(code: unknown): code is PaymentTermsCode {
  return typeof code === 'string' && (paymentTermsCodes as readonly string[]).includes(code);
}

/**
 * The due date (`YYYY-MM-DD`) of an invoice dated `invoiceDay` (`YYYY-MM-DD`, the shop's calendar) under
 * `terms`: the invoice date plus the terms' due days, counted in calendar days (month and year ends roll over).
 */
export function dueDateOf(invoiceDay: string, terms: PaymentTermsCode): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(invoiceDay)) throw new RangeError(`Not a calendar day: ${invoiceDay}`);
  const date = new Date(`${invoiceDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar day: ${invoiceDay}`);
  date.setUTCDate(date.getUTCDate() + paymentTermsDueDays[terms]);
  return date.toISOString().slice(0, 10);
}
