import { describe, expect, it } from 'vitest';
import { address, cart } from '../../test-support/checkout-fixture.ts';
import type { CustomerAddress } from './checkout-api.ts';
import { emptyAddress, newAddressChoice } from './checkout-forms.ts';
import { initialBillingValues, initialShippingValues } from './step-defaults.ts';

const savedShipping: CustomerAddress = { ...address, id: '7', kind: 'shipping', isDefault: true };
const savedBilling: CustomerAddress = {
  ...address,
  address1: 'Bogholderiet, Søndergade 21',
  id: '8',
  kind: 'billing',
  isDefault: true,
};

describe('initialShippingValues', () => {
  it("starts with the customer's default shipping address", () => {
    expect(initialShippingValues(cart('Stock'), [savedShipping], 'DK')).toEqual({
      addressChoice: '7',
      address: emptyAddress('DK'),
      shippingMethodId: '',
    });
  });

  it('resumes what the cart already holds', () => {
    const typed = { ...address, address1: 'Vestergade 3' };
    const resumed = {
      ...cart('Stock'),
      shippingAddress: typed,
      shippingMethod: {
        internalId: 'express-dk',
        name: 'Express',
        fee: 15000,
        countryCode: 'DK',
        trackAndTrace: true,
        extraInfo: { pickup: false, currencyCode: 'DKK' as const },
      },
    };
    const values = initialShippingValues(resumed, [savedShipping], 'DK');
    expect(values.addressChoice).toBe(newAddressChoice);
    expect(values.address.address1).toBe('Vestergade 3');
    expect(values.shippingMethodId).toBe('express-dk');
    expect(
      initialShippingValues({ ...resumed, shippingAddress: address }, [savedShipping], 'DK').addressChoice,
    ).toBe('7');
  });

  it('asks a guest (no saved addresses) for a new address in the given country', () => {
    expect(initialShippingValues(undefined, [], 'DK')).toEqual({
      addressChoice: newAddressChoice,
      address: emptyAddress('DK'),
      shippingMethodId: '',
    });
  });
});

describe('initialBillingValues', () => {
  it('bills the shipping address by default, with the terms unticked', () => {
    const values = initialBillingValues(cart('Stock'), address, [savedBilling], 'DK');
    expect(values).toMatchObject({ sameAsShipping: true, acceptTerms: false, comment: '', reference: '' });
  });

  it("resumes the cart's other billing address, comment and reference", () => {
    const resumed = {
      ...cart('Stock'),
      billingAddress: savedBilling,
      comment: 'Ring først',
      reference: 'PO-77',
    };
    expect(initialBillingValues(resumed, address, [savedBilling], 'DK')).toMatchObject({
      sameAsShipping: false,
      addressChoice: '8',
      comment: 'Ring først',
      reference: 'PO-77',
      acceptTerms: false,
    });
  });
});
