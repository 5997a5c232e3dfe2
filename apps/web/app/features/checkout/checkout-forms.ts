import type { Address } from '@shop/contracts';
import { paymentMethodIds } from '@shop/contracts/cart-constants';
import { z } from 'zod/mini';

/**
 * The checkout's form schemas (react-hook-form + zod's tree-shakable `zod/mini`, which keeps this route's
 * JavaScript small). Messages are translation keys, so the page shows them
 * in its language; the limits are the contract's (packages/contracts Address, SetOrderFieldsBody), so what
 * passes here passes the API.
 */

const required = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required-field'), z.maxLength(max, 'validation.too-long'));
const optional = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'validation.too-long'));

/** An address as the form holds it: every field a string, '' for an optional field left empty. */
export const addressFormFields = {
  name: required(120),
  address1: required(120),
  address2: optional(120),
  postalCode: required(20),
  city: required(80),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'validation.required-field')),
  phone: optional(40),
  email: z.union([z.literal(''), z.email('validation.email').check(z.maxLength(200, 'validation.too-long'))]),
};
export const AddressForm = z.object(addressFormFields);
export type AddressFormValues = z.input<typeof AddressForm>;
export const addressFieldNames = Object.keys(addressFormFields) as Array<keyof AddressFormValues>;

/** A guest's confirmation goes to the e-mail given with the shipping address, so it is required there. */
export const GuestAddressForm = z.extend(AddressForm, {
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'validation.required-field')),
    z.email('validation.email').check(z.maxLength(200, 'validation.too-long')),
  ),
});

export const emptyAddress = (countryCode = ''): AddressFormValues => ({
  name: '',
  address1: '',
  address2: '',
  postalCode: '',
  city: '',
  countryCode,
  phone: '',
  email: '',
});

/** An optional field left empty is sent as null (the contract's "none"). */
export const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The form's strings as the contract's Address (an empty optional field is null). */
export function toAddress(values: AddressFormValues): Address {
  return {
    name: values.name.trim(),
    address1: values.address1.trim(),
    address2: blankToNull(values.address2),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    email: blankToNull(values.email),
    phone: blankToNull(values.phone),
  };
}

/** Only the Address fields of a saved address (which also has an id, a kind and a default flag). */
export function plainAddress(address: Address): Address {
  const { name, address1, address2, postalCode, city, countryCode, email, phone } = address;
  return { name, address1, address2, postalCode, city, countryCode, email, phone };
}

export function toAddressForm(address: Address | null | undefined): AddressFormValues | null {
  if (!address) return null;
  return {
    name: address.name,
    address1: address.address1,
    address2: address.address2 ?? '',
    postalCode: address.postalCode,
    city: address.city,
    countryCode: address.countryCode,
    phone: address.phone ?? '',
    email: address.email ?? '',
  };
}

/** The choice of address: one of the customer's saved addresses by id, or a new one typed in. */
export const newAddressChoice = 'new';

/** Validate the typed address only when it is the one chosen; its issues land on `address.<field>`. */
function addressWhenNew(schema: typeof AddressForm | typeof GuestAddressForm) {
  return (
    values: { addressChoice: string; address: AddressFormValues },
    context: z.core.$RefinementCtx<unknown>,
  ) => {
    if (values.addressChoice !== newAddressChoice) return;
    const parsed = schema.safeParse(values.address);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: ['address', ...issue.path] });
    }
  };
}

const addressChoice = z.string().check(z.minLength(1, 'validation.required-field'));
const looseAddress = z.object(
  Object.fromEntries(addressFieldNames.map((name) => [name, z.string()])) as Record<
    keyof AddressFormValues,
    z.ZodMiniString<string>
  >,
);

/** Step 2: where the goods go and how. */
export function shippingStepSchema(guest: boolean) {
  return z
    .object({
      addressChoice,
      address: looseAddress,
      shippingMethodId: z.string().check(z.minLength(1, 'validation.required-field')),
    })
    .check(z.superRefine(addressWhenNew(guest ? GuestAddressForm : AddressForm)));
}
export type ShippingStepValues = z.input<ReturnType<typeof shippingStepSchema>>;

/** Step 3: who is invoiced, comment and reference, and the terms (spec §5: unticked → required-field). */
export const BillingStepSchema = z
  .object({
    sameAsShipping: z.boolean(),
    addressChoice: z.string(),
    address: looseAddress,
    comment: optional(2000),
    reference: optional(100),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, 'validation.required-field')),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.sameAsShipping) return;
      const choice = addressChoice.safeParse(values.addressChoice);
      if (!choice.success) {
        context.addIssue({ code: 'custom', message: 'validation.required-field', path: ['addressChoice'] });
        return;
      }
      addressWhenNew(AddressForm)(values, context);
    }),
  );
export type BillingStepValues = z.input<typeof BillingStepSchema>;

/** Step 4: how to pay (the methods the API offers the caller). */
export const PaymentStepSchema = z.object({
  paymentMethod: z.enum(paymentMethodIds, { error: () => 'validation.required-field' }),
});
export type PaymentStepValues = z.input<typeof PaymentStepSchema>;
