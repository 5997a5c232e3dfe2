import { decideVat, normalizeVatNumber, vatNumberPrefix, vatNumberProblem } from '@shop/commerce';
import type { BackofficeCustomer, CustomerVatKind, PaymentTermsCode } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { appError, badRequest } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { customers } from './customer.tables.ts';

type CustomerRow = {
  customerId: string;
  name: string;
  countryCode: string;
  vatNumber: string | null;
  paymentTerms: PaymentTermsCode;
};

const columns = {
  customerId: customers.customerNumber,
  name: customers.name,
  countryCode: customers.countryCode,
  vatNumber: customers.vatNumber,
  paymentTerms: customers.paymentTerms,
};

/** The row with what decideVat makes of a business delivery to the customer's own country (ADR 67). */
function toBackofficeCustomer(row: CustomerRow): BackofficeCustomer {
  const decision = decideVat({
    buyer: 'business',
    deliveryCountryCode: row.countryCode,
    pickup: false,
    vatNumber: row.vatNumber,
  });
  // One-Stop-Shop is a consumer's rule; a business decision is one of these three.
  const vatKind = decision.kind as CustomerVatKind;
  return { ...row, vatKind, vatRateBasisPoints: decision.rateBasisPoints };
}

export async function getBackofficeCustomer(ctx: Ctx, customerId: string): Promise<BackofficeCustomer> {
  const [row] = await ctx.db.select(columns).from(customers).where(eq(customers.customerNumber, customerId));
  if (!row) throw appError('not-found', `Customer ${customerId} was not found`);
  return toBackofficeCustomer(row);
}

/**
 * SetVatNumber: staff change or clear a customer's VAT number. Only a number that can zero-rate the customer's
 * sales is stored — one of its own EU country, the same check as the dealer application — so a stored number
 * never silently charges Danish VAT. Audited with the old and new number.
 */
export async function setVatNumber(
  ctx: Ctx,
  input: { customerId: string; vatNumber?: string | null },
): Promise<BackofficeCustomer> {
  const typed = input.vatNumber?.trim() ?? '';
  const vatNumber = typed === '' ? null : normalizeVatNumber(typed);
  return withTransaction(ctx, async (scoped) => {
    const [row] = await scoped.db
      .select(columns)
      .from(customers)
      .where(eq(customers.customerNumber, input.customerId))
      .for('update');
    if (!row) throw appError('not-found', `Customer ${input.customerId} was not found`);
    if (vatNumber !== null && vatNumberProblem(vatNumber, row.countryCode) !== null) {
      const prefix = vatNumberPrefix(row.countryCode);
      throw badRequest(
        prefix === null
          ? `vatNumber cannot be stored: ${row.countryCode} is outside the EU and has no EU VAT number`
          : `vatNumber must be a VAT number of ${row.countryCode}: ${prefix} and its digits`,
      );
    }
    await scoped.db
      .update(customers)
      .set({ vatNumber })
      .where(eq(customers.customerNumber, input.customerId));
    await recordAudit(
      scoped,
      {
        action: 'customer.set-vat-number',
        entity: 'customer',
        entityId: input.customerId,
        details: { from: row.vatNumber, to: vatNumber },
        customerNumber: input.customerId,
      },
      { always: true },
    );
    return toBackofficeCustomer({ ...row, vatNumber });
  });
}

/**
 * SetPaymentTerms: staff choose a customer's payment terms (a code the contract checked). Orders placed from then
 * on carry them, so their invoices on account are due by them; placed orders keep theirs. Audited with the old
 * and new terms, also when they did not change (staff saved them: the log says so).
 */
export async function setPaymentTerms(
  ctx: Ctx,
  input: { customerId: string; paymentTerms: PaymentTermsCode },
): Promise<BackofficeCustomer> {
  return withTransaction(ctx, async (scoped) => {
    const [row] = await scoped.db
      .select(columns)
      .from(customers)
      .where(eq(customers.customerNumber, input.customerId))
      .for('update');
    if (!row) throw appError('not-found', `Customer ${input.customerId} was not found`);
    await scoped.db
      .update(customers)
      .set({ paymentTerms: input.paymentTerms })
      .where(eq(customers.customerNumber, input.customerId));
    await recordAudit(
      scoped,
      {
        action: 'customer.set-payment-terms',
        entity: 'customer',
        entityId: input.customerId,
        // Staff act for no customer: the log still lists the change under the customer it concerns.
        customerNumber: input.customerId,
        details: { from: row.paymentTerms, to: input.paymentTerms },
      },
      { always: true },
    );
    return toBackofficeCustomer({ ...row, paymentTerms: input.paymentTerms });
  });
}
