import { Address } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { address } from '../../test-support/checkout-fixture.ts';
import {
  BillingStepSchema,
  type BillingStepValues,
  emptyAddress,
  PaymentStepSchema,
  shippingStepSchema,
  toAddress,
  toAddressForm,
} from './checkout-forms.ts';

const typed = {
  ...emptyAddress('DK'),
  name: 'Ida Holm',
  address1: 'Vestergade 3',
  postalCode: '8000',
  city: 'Aarhus',
};
const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('shipping step schema', () => {
  it('checks the typed address only when a new address is chosen', () => {
    const schema = shippingStepSchema(false);
    const saved = { addressChoice: '17', address: emptyAddress(), shippingMethodId: 'parcel-dk' };
    expect(schema.safeParse(saved).success).toBe(true);
    const result = schema.safeParse({ ...saved, addressChoice: 'new' });
    expect(messages(result)).toMatchObject({
      'address.name': 'validation.required-field',
      'address.address1': 'validation.required-field',
      'address.countryCode': 'validation.required-field',
    });
  });

  it('requires a shipping method', () => {
    const result = shippingStepSchema(false).safeParse({
      addressChoice: 'new',
      address: typed,
      shippingMethodId: '',
    });
    expect(messages(result)).toEqual({ shippingMethodId: 'validation.required-field' });
  });

  it("requires a guest's e-mail and checks it is one", () => {
    const schema = shippingStepSchema(true);
    const values = { addressChoice: 'new', address: typed, shippingMethodId: 'parcel-dk' };
    expect(messages(schema.safeParse(values))).toEqual({ 'address.email': 'validation.required-field' });
    expect(messages(schema.safeParse({ ...values, address: { ...typed, email: 'ida@' } }))).toEqual({
      'address.email': 'validation.email',
    });
    expect(schema.safeParse({ ...values, address: { ...typed, email: 'ida@example.com' } }).success).toBe(
      true,
    );
  });
});

describe('billing step schema', () => {
  const values: BillingStepValues = {
    sameAsShipping: true,
    addressChoice: '',
    address: emptyAddress(),
    comment: '',
    reference: '',
    acceptTerms: true,
  };

  it('fails an unticked terms checkbox with validation.required-field (spec §5)', () => {
    expect(messages(BillingStepSchema.safeParse({ ...values, acceptTerms: false }))).toEqual({
      acceptTerms: 'validation.required-field',
    });
  });

  it('asks for a billing address only when it is not the shipping address', () => {
    expect(BillingStepSchema.safeParse(values).success).toBe(true);
    expect(messages(BillingStepSchema.safeParse({ ...values, sameAsShipping: false }))).toEqual({
      addressChoice: 'validation.required-field',
    });
    const typedBilling = { ...values, sameAsShipping: false, addressChoice: 'new', address: typed };
    expect(BillingStepSchema.safeParse(typedBilling).success).toBe(true);
  });

  it('keeps comment and reference within the contract limits', () => {
    const result = BillingStepSchema.safeParse({
      ...values,
      reference: 'x'.repeat(101),
      comment: 'y'.repeat(2001),
    });
    expect(messages(result)).toEqual({ reference: 'validation.too-long', comment: 'validation.too-long' });
  });
});

describe('payment step schema', () => {
  it('accepts the contract payment methods only', () => {
    expect(PaymentStepSchema.safeParse({ paymentMethod: 'account' }).success).toBe(true);
    expect(messages(PaymentStepSchema.safeParse({ paymentMethod: undefined }))).toEqual({
      paymentMethod: 'validation.required-field',
    });
  });
});

describe('toAddress / toAddressForm', () => {
  it('turns the form into an Address the contract accepts, empty optional fields as null', () => {
    const result = toAddress({ ...typed, name: '  Ida Holm ', phone: ' ' });
    expect(result).toEqual({
      name: 'Ida Holm',
      address1: 'Vestergade 3',
      address2: null,
      postalCode: '8000',
      city: 'Aarhus',
      countryCode: 'DK',
      email: null,
      phone: null,
    });
    expect(Address.parse(result)).toEqual(result);
  });

  it('round-trips an address through the form', () => {
    const form = toAddressForm(address);
    expect(form).not.toBeNull();
    expect(toAddress(form!)).toEqual(address);
    expect(toAddressForm(null)).toBeNull();
  });
});
