import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { AddressFormValues } from './checkout-forms.ts';
import { countryOptions } from './countries.ts';
import { FieldErrorText, invalidProps, RequiredMark, TextField } from './form-field.tsx';

type AddressFieldsProps = {
  /** Prefix of the field ids, unique on the page ('shipping', 'billing'). */
  idPrefix: string;
  /** The guest's e-mail is asked with the shipping address (the order confirmation goes there). */
  withEmail: boolean;
  /** autocomplete section, so the browser fills shipping and billing from the right address. */
  section: 'shipping' | 'billing';
};

/** A new address typed in: the fields of the contract's Address, each labelled, errors linked. */
export function AddressFields({ idPrefix, withEmail, section }: AddressFieldsProps) {
  const t = useT();
  const language = useLanguage();
  const {
    register,
    formState: { errors },
    getValues,
  } = useFormContext<{ address: AddressFormValues }>();
  const fieldErrors = errors.address ?? {};
  const id = (name: keyof AddressFormValues) => `${idPrefix}-${name}`;
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  const countryCode = getValues('address.countryCode');
  const countries = useMemo(() => countryOptions(language, [countryCode]), [language, countryCode]);

  return (
    <div className="checkout-address">
      <TextField
        id={id('name')}
        label={t('checkout.address.name')}
        registration={register('address.name')}
        error={fieldErrors.name}
        autoComplete={auto('name')}
        required
      />
      <TextField
        id={id('address1')}
        label={t('checkout.address.address1')}
        registration={register('address.address1')}
        error={fieldErrors.address1}
        autoComplete={auto('address-line1')}
        required
      />
      <TextField
        id={id('address2')}
        label={t('checkout.address.address2')}
        registration={register('address.address2')}
        error={fieldErrors.address2}
        autoComplete={auto('address-line2')}
      />
      <div className="row g-3 mb-3">
        <div className="col-sm-4">
          <TextField
            id={id('postalCode')}
            label={t('checkout.address.postalCode')}
            registration={register('address.postalCode')}
            error={fieldErrors.postalCode}
            autoComplete={auto('postal-code')}
            className=""
            required
          />
        </div>
        <div className="col-sm-8">
          <TextField
            id={id('city')}
            label={t('checkout.address.city')}
            registration={register('address.city')}
            error={fieldErrors.city}
            autoComplete={auto('address-level2')}
            className=""
            required
          />
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor={id('countryCode')} className="form-label">
          {t('checkout.address.country')}
          <RequiredMark />
        </label>
        <select
          id={id('countryCode')}
          className={`form-select${fieldErrors.countryCode ? ' is-invalid' : ''}`}
          autoComplete={auto('country')}
          aria-required
          {...register('address.countryCode')}
          {...invalidProps(id('countryCode'), fieldErrors.countryCode)}
        >
          <option value="">{t('checkout.address.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <FieldErrorText id={id('countryCode')} error={fieldErrors.countryCode} />
      </div>
      {withEmail ? (
        <TextField
          id={id('email')}
          type="email"
          label={t('checkout.address.email')}
          registration={register('address.email')}
          error={fieldErrors.email}
          autoComplete="email"
          required
        />
      ) : null}
      <TextField
        id={id('phone')}
        type="tel"
        label={t('checkout.address.phone')}
        registration={register('address.phone')}
        error={fieldErrors.phone}
        autoComplete={auto('tel')}
      />
    </div>
  );
}
