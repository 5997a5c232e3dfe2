import { useFormContext } from 'react-hook-form';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { AddressFields } from './address-fields.tsx';
import type { CustomerAddress } from './checkout-api.ts';
import type { AddressFormValues } from './checkout-forms.ts';
import { newAddressChoice } from './checkout-forms.ts';
import { FieldErrorText, invalidProps } from './form-field.tsx';
import { formatAddress } from './format-address.ts';

type AddressChoiceProps = {
  idPrefix: string;
  legend: string;
  saved: CustomerAddress[];
  withEmail: boolean;
  section: 'shipping' | 'billing';
};

/**
 * A customer picks one of their saved addresses or types a new one; without saved addresses (a guest) the
 * new address fields are all there is.
 */
export function AddressChoice({ idPrefix, legend, saved, withEmail, section }: AddressChoiceProps) {
  const t = useT();
  const language = useLanguage();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<{ addressChoice: string; address: AddressFormValues }>();
  const choice = watch('addressChoice');
  if (saved.length === 0)
    return <AddressFields idPrefix={idPrefix} withEmail={withEmail} section={section} />;
  const groupId = `${idPrefix}-address-choice`;
  return (
    <>
      <fieldset
        className="checkout-choices mb-3"
        aria-describedby={errors.addressChoice ? `${groupId}-error` : undefined}
      >
        <legend className="form-label">{legend}</legend>
        {saved.map((address) => (
          <div className="form-check checkout-choices__item" key={address.id}>
            <input
              className="form-check-input"
              type="radio"
              id={`${groupId}-${address.id}`}
              value={address.id}
              {...register('addressChoice')}
              {...invalidProps(groupId, errors.addressChoice)}
            />
            <label className="form-check-label" htmlFor={`${groupId}-${address.id}`}>
              {formatAddress(address, language)}
            </label>
          </div>
        ))}
        <div className="form-check checkout-choices__item">
          <input
            className="form-check-input"
            type="radio"
            id={`${groupId}-new`}
            value={newAddressChoice}
            {...register('addressChoice')}
          />
          <label className="form-check-label" htmlFor={`${groupId}-new`}>
            {t('checkout.address.new')}
          </label>
        </div>
        <FieldErrorText id={groupId} error={errors.addressChoice} />
      </fieldset>
      {choice === newAddressChoice ? (
        <AddressFields idPrefix={idPrefix} withEmail={withEmail} section={section} />
      ) : null}
    </>
  );
}
