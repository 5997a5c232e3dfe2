import { currencyCodes } from '@shop/contracts/constants';
import { useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { countryOptions } from '../checkout/countries.ts';
import { FormAlert, SelectInput, SubmitButton, TextInput } from './account-fields.tsx';
import type { ApplicationActionData } from './dealer-application-action.server.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

type Invalid = Extract<ApplicationActionData, { status: 'invalid' }>;

const formName = 'application';
const messageMax = 2000;

function currencyOptions(language: string) {
  const names = new Intl.DisplayNames([language === 'da' ? 'da-DK' : 'en-GB'], { type: 'currency' });
  return currencyCodes.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
}

/** The address fields of one address (`billingAddress`, `shippingAddress`) inside its fieldset. */
function AddressFields({ prefix, result }: { prefix: string; result: Invalid | undefined }) {
  const t = useT();
  const language = useLanguage();
  const value = (field: string) => result?.values[`${prefix}.${field}`];
  const error = (field: string) => result?.fieldErrors[`${prefix}.${field}`];
  const autoPrefix = prefix === 'billingAddress' ? 'billing' : 'shipping';
  const countries = countryOptions(language).map((country) => ({ value: country.code, label: country.name }));
  return (
    <>
      <TextInput
        form={formName}
        name={`${prefix}.address1`}
        label={t('account.application.address1')}
        autoComplete={`${autoPrefix} address-line1`}
        defaultValue={value('address1')}
        error={error('address1')}
        maxLength={120}
        required
      />
      <TextInput
        form={formName}
        name={`${prefix}.address2`}
        label={t('account.application.address2')}
        autoComplete={`${autoPrefix} address-line2`}
        defaultValue={value('address2')}
        error={error('address2')}
        maxLength={120}
      />
      <div className="row g-3">
        <div className="col-sm-4">
          <TextInput
            form={formName}
            name={`${prefix}.postalCode`}
            label={t('account.application.postal-code')}
            autoComplete={`${autoPrefix} postal-code`}
            defaultValue={value('postalCode')}
            error={error('postalCode')}
            maxLength={20}
            required
          />
        </div>
        <div className="col-sm-8">
          <TextInput
            form={formName}
            name={`${prefix}.city`}
            label={t('account.application.city')}
            autoComplete={`${autoPrefix} address-level2`}
            defaultValue={value('city')}
            error={error('city')}
            maxLength={80}
            required
          />
        </div>
      </div>
      <SelectInput
        form={formName}
        name={`${prefix}.countryCode`}
        label={t('account.application.country')}
        placeholder={t('account.application.choose-country')}
        options={countries}
        autoComplete={`${autoPrefix} country`}
        defaultValue={value('countryCode')}
        error={error('countryCode')}
        required
      />
    </>
  );
}

/**
 * The dealer application (/new-customer) and its sales-manager variant: a real form that works without
 * JavaScript; the server checks it with the contract and puts each error beside its field.
 */
export function DealerApplicationForm({ result }: { result: Invalid | undefined }) {
  const t = useT();
  const language = useLanguage();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [shippingSame, setShippingSame] = useState(result?.shippingSame ?? true);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result);
  const value = (name: string) => result?.values[name];
  const error = (name: string) => result?.fieldErrors[name];
  return (
    <Form method="post" noValidate ref={formRef} aria-describedby={result ? 'application-error' : undefined}>
      {result ? <FormAlert id="application-error" messageKey={result.formError} /> : null}
      <fieldset className="mb-4">
        <legend className="h5">{t('account.application.company')}</legend>
        <TextInput
          form={formName}
          name="companyName"
          label={t('account.application.company-name')}
          autoComplete="organization"
          defaultValue={value('companyName')}
          error={error('companyName')}
          maxLength={120}
          required
        />
        <TextInput
          form={formName}
          name="vatNumber"
          label={t('account.application.vat-number')}
          defaultValue={value('vatNumber')}
          error={error('vatNumber')}
          maxLength={30}
          required
        />
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5">{t('account.application.billing-address')}</legend>
        <AddressFields prefix="billingAddress" result={result} />
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5">{t('account.application.shipping-address')}</legend>
        <div className="form-check mb-3">
          <input
            id="application-shippingSame"
            name="shippingSame"
            type="checkbox"
            className="form-check-input"
            checked={shippingSame}
            onChange={(event) => setShippingSame(event.currentTarget.checked)}
          />
          <label htmlFor="application-shippingSame" className="form-check-label">
            {t('account.application.same-shipping')}
          </label>
        </div>
        {shippingSame ? null : <AddressFields prefix="shippingAddress" result={result} />}
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5">{t('account.application.contact')}</legend>
        <TextInput
          form={formName}
          name="contact.name"
          label={t('account.application.contact-name')}
          autoComplete="name"
          defaultValue={value('contact.name')}
          error={error('contact.name')}
          maxLength={120}
          required
        />
        <div className="row g-3">
          <div className="col-md-6">
            <TextInput
              form={formName}
              name="contact.email"
              type="email"
              label={t('account.application.contact-email')}
              autoComplete="email"
              defaultValue={value('contact.email')}
              error={error('contact.email')}
              maxLength={200}
              required
            />
          </div>
          <div className="col-md-6">
            <TextInput
              form={formName}
              name="contact.phone"
              type="tel"
              label={t('account.application.contact-phone')}
              autoComplete="tel"
              defaultValue={value('contact.phone')}
              error={error('contact.phone')}
              maxLength={40}
              required
            />
          </div>
        </div>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5">{t('account.application.terms')}</legend>
        <SelectInput
          form={formName}
          name="currencyCode"
          label={t('account.application.currency')}
          placeholder={t('account.application.choose-currency')}
          options={currencyOptions(language)}
          defaultValue={value('currencyCode')}
          error={error('currencyCode')}
          required
        />
        <TextInput
          form={formName}
          name="message"
          label={t('account.application.message')}
          hint={t('account.application.message-hint', { max: messageMax })}
          defaultValue={value('message')}
          error={error('message')}
          maxLength={messageMax}
          multiline
        />
      </fieldset>
      <SubmitButton
        busy={busy}
        label={t('account.application.submit')}
        busyLabel={t('account.application.submitting')}
      />
    </Form>
  );
}
