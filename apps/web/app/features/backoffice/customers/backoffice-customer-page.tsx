import { paymentTermsCodes, vatNumberPrefix } from '@shop/commerce';
import type { BackofficeCustomer } from '@shop/contracts';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { countryName } from '../../../lib/country-names.ts';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { BackLink } from '../../customer-center/back-link.tsx';
import { DetailFacts } from '../../customer-center/detail-facts.tsx';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type { BackofficeCustomerResult, PaymentTermsResult } from './backoffice-customer.server.ts';

/** What the tax rules make of the customer's VAT number (ADR 67), in words. */
function vatRuleText(t: ReturnType<typeof useT>, customer: BackofficeCustomer): string {
  if (customer.vatKind === 'domestic') {
    return t('backoffice.customer.vat.domestic', { rate: String(customer.vatRateBasisPoints / 100) });
  }
  return t(`backoffice.customer.vat.${customer.vatKind}`);
}

/**
 * Why the API refused the number, in the page's language: the API checks it against the customer's country
 * (a number of that member state, and none outside the EU), so the reason follows from the country.
 */
function refusalText(t: ReturnType<typeof useT>, customer: BackofficeCustomer, country: string): string {
  const prefix = vatNumberPrefix(customer.countryCode);
  return prefix === null
    ? t('backoffice.customer.refused-outside-eu', { country })
    : t('backoffice.customer.refused-format', { country, prefix });
}

/**
 * The customer's payment terms as a choice of the closed set (issue 31 item 8): new orders carry them and their
 * invoices on account are due by them. The select shows what is stored, or what staff just sent when refused.
 */
function PaymentTermsForm({
  customer,
  result,
}: {
  customer: BackofficeCustomer;
  result: PaymentTermsResult | null;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const refused = result?.status === 'terms-refused';
  return (
    <Form method="post" className="mb-4" style={{ maxWidth: '28rem' }}>
      <input type="hidden" name="intent" value="paymentTerms" />
      {result?.status === 'terms-saved' ? (
        <output className="alert alert-success d-block">
          {t('backoffice.customer.payment-terms-saved')}
        </output>
      ) : null}
      <label className="form-label" htmlFor={fieldId}>
        {t('backoffice.customer.payment-terms')}
      </label>
      <select
        id={fieldId}
        name="paymentTerms"
        className={`form-select${refused ? ' is-invalid' : ''}`}
        defaultValue={customer.paymentTerms}
        key={customer.paymentTerms}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${errorId} ${hintId}` : hintId}
      >
        {paymentTermsCodes.map((code) => (
          <option key={code} value={code}>
            {t(`payment-terms.${code}`)}
          </option>
        ))}
      </select>
      {refused ? (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {t('backoffice.customer.payment-terms-refused')}
        </div>
      ) : null}
      <div id={hintId} className="form-text">
        {t('backoffice.customer.payment-terms-hint')}
      </div>
      <button type="submit" className="btn btn-primary mt-2" disabled={busy}>
        {t('backoffice.customer.save-payment-terms')}
      </button>
    </Form>
  );
}

/**
 * One customer for staff: its country, its VAT number with the rule it gives and the form to change it, and its
 * payment terms with theirs.
 */
export function BackofficeCustomerPage({
  customer,
  result,
}: {
  customer: BackofficeCustomer;
  result?: BackofficeCustomerResult;
}) {
  const t = useT();
  const country = countryName(customer.countryCode, useLanguage());
  const busy = useNavigation().state === 'submitting';
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const refused = result?.status === 'refused' ? result : null;
  return (
    <BackofficeLayout
      current="backofficeOrders"
      title={t('backoffice.customer.title', { id: customer.customerId })}
      before={<BackLink route="backofficeOrders" labelKey="backoffice.order.back" />}
    >
      <DetailFacts
        facts={[
          { label: t('backoffice.customer.name'), value: customer.name },
          { label: t('backoffice.customer.country'), value: `${country} (${customer.countryCode})` },
          {
            label: t('backoffice.customer.vat-number'),
            value: customer.vatNumber ?? t('backoffice.customer.vat-none'),
          },
          { label: t('backoffice.customer.vat-rule'), value: vatRuleText(t, customer) },
          {
            label: t('backoffice.customer.payment-terms'),
            value: t(`payment-terms.${customer.paymentTerms}`),
          },
        ]}
      />
      {result?.status === 'saved' ? (
        <output className="alert alert-success d-block">{t('backoffice.customer.saved')}</output>
      ) : null}
      <Form method="post" className="mb-4" style={{ maxWidth: '28rem' }}>
        <input type="hidden" name="intent" value="vatNumber" />
        <label className="form-label" htmlFor={fieldId}>
          {t('backoffice.customer.vat-number')}
        </label>
        <input
          id={fieldId}
          name="vatNumber"
          className={`form-control${refused ? ' is-invalid' : ''}`}
          defaultValue={refused ? refused.vatNumber : (customer.vatNumber ?? '')}
          key={refused ? `refused:${refused.vatNumber}` : (customer.vatNumber ?? '')}
          maxLength={30}
          autoComplete="off"
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${errorId} ${hintId}` : hintId}
        />
        {refused ? (
          <div id={errorId} className="invalid-feedback d-block" role="alert">
            {refusalText(t, customer, country)}
          </div>
        ) : null}
        <div id={hintId} className="form-text">
          {t('backoffice.customer.vat-hint')}
        </div>
        <button type="submit" className="btn btn-primary mt-2" disabled={busy}>
          {t('backoffice.customer.save')}
        </button>
      </Form>
      <PaymentTermsForm
        customer={customer}
        result={result?.status === 'terms-saved' || result?.status === 'terms-refused' ? result : null}
      />
    </BackofficeLayout>
  );
}
