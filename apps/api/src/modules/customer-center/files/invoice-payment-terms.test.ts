import { dueDateOf, formatCalendarDay } from '@shop/commerce';
import type { CustomerInvoice } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopDate } from '../../../lib/shop-date.ts';
import {
  ask,
  calls,
  firstShipping,
  placeOrder,
  read,
  shipDue,
  transferOrders,
  twoProducts,
} from '../../../test-support/customer-center-kit.ts';
import type { Variant } from '../../../test-support/order-kit.ts';
import { pdfPageItems } from '../../../test-support/pdf-text.ts';
import { loginAs, useSharedTestApp } from '../../../test-support/test-app.ts';
import { mailOutbox } from '../../mail/mail.tables.ts';

/**
 * A customer's payment terms from the back office to the documents (issue 31 item 8): the order keeps the terms
 * it was placed with, its confirmation (mail and PDF) names them, the ledger dates the invoice's due date by
 * them, and the invoice (screen and PDF) names them with the due date and the shop's bank account.
 */

const shared = useSharedTestApp();
/** Kinderladen Sonnenschein (C20001): an English-reading dealer, Net 30 in the demo. */
const dealerLogin = 'haendler@nordlys.demo';
/** Where the kit's orders send their confirmation (the order's e-mail). */
const dealerEmail = 'buyer@example.test';
let manager: string;
let dealer: string;
let variant: Variant;

beforeAll(async () => {
  manager = await loginAs(shared.app, 'manager@nordlys.demo');
  dealer = await loginAs(shared.app, dealerLogin);
  [variant] = await twoProducts(shared.app);
});

const setTerms = async (paymentTerms: 'net14' | 'net30' | 'net60') => {
  const answer = await ask(
    shared.app,
    endpoints.backofficeCustomers.setPaymentTerms,
    { body: { customerId: 'C20001', paymentTerms } },
    manager,
  );
  expect(answer.statusCode, answer.body).toBe(200);
};

const pdfText = async (
  endpoint: typeof calls.getInvoicePdf | typeof calls.getOrderConfirmationPdf,
  query: object,
) => {
  const response = await ask(shared.app, endpoint, { query: { ...query } }, dealer);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return (await pdfPageItems(response.rawPayload))
    .map((items) => items.join(' '))
    .join(' ')
    .replace(/\s+/g, ' ');
};

const confirmationMailOf = async (orderId: string) => {
  const mails = await shared.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, dealerEmail));
  const mail = mails.find((candidate) => candidate.subject === `Order confirmation ${orderId}`);
  if (!mail) throw new Error(`no confirmation of ${orderId} in the outbox`);
  return mail.text;
};

describe("a customer's payment terms on its orders and invoices (issue 31 item 8)", () => {
  it('confirms an order with the terms it was placed with and posts its invoice due by them, with the bank to pay into', async () => {
    await setTerms('net60');
    const orderId = await placeOrder(shared.app, dealer, [{ variant, quantity: 60 }], 'PO-TERMS');
    // Staff change the terms afterwards: the placed order keeps Net 60.
    await setTerms('net14');

    expect(await confirmationMailOf(orderId)).toContain(
      'Payment terms: Net 60 days (invoices due 60 days after the invoice date)',
    );
    const order = (await read(shared.app, calls.getOrder, { body: { orderId } }, dealer)).order;
    expect(order.paymentTerms).toBe('net60');
    const confirmation = await pdfText(calls.getOrderConfirmationPdf, { OrderId: orderId });
    expect(confirmation).toContain('On account · Net 60 days (invoices due 60 days after the invoice date)');
    expect(confirmation).not.toContain('IBAN');

    await transferOrders(shared.app);
    await shipDue(shared.app, firstShipping());
    const { invoices } = await read(shared.app, calls.getInvoices, { body: { search: orderId } }, dealer);
    const [listed] = invoices as CustomerInvoice[];
    if (!listed) throw new Error(`no invoice of ${orderId}`);
    const { invoice } = await read(
      shared.app,
      calls.getInvoice,
      { body: { invoiceId: listed.invoiceId } },
      dealer,
    );
    const invoiceDay = shopDate(new Date(invoice.postedAt));
    expect(invoice).toMatchObject({
      paymentTerms: 'net60',
      prepaid: false,
      dueDate: dueDateOf(invoiceDay, 'net60'),
    });

    const text = await pdfText(calls.getInvoicePdf, { InvoiceId: invoice.invoiceId, LinkId: invoice.linkId });
    expect(text).toContain(`Net 60 days · Due date: ${formatCalendarDay(invoice.dueDate, 'en-GB')}`);
    expect(text).toContain('Nordlys Demo Bank · IBAN DK50 0040 0440 1162 43 · BIC NDEMDKKK');
    expect(text).toContain(`Please state invoice number ${invoice.invoiceId} with your payment.`);
  });

  it("gives an order placed after a change the customer's new terms", async () => {
    await setTerms('net14');
    const orderId = await placeOrder(shared.app, dealer, [{ variant, quantity: 60 }]);
    expect(await confirmationMailOf(orderId)).toContain(
      'Payment terms: Net 14 days (invoices due 14 days after the invoice date)',
    );
    await setTerms('net30');
  });
});
