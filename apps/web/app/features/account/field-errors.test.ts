import { DealerApplication } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, fieldErrorsOfApiIssues } from './field-errors.ts';
import { nestedValues } from './form-data.ts';
import { passwordRuleError } from './password-errors.ts';

const filled = {
  companyName: 'Lille Kanin ApS',
  vatNumber: 'DK12345678',
  billingAddress: {
    address1: 'Søndergade 21',
    address2: '',
    postalCode: '8000',
    city: 'Aarhus C',
    countryCode: 'DK',
  },
  shippingAddress: null,
  contact: { name: 'Karen', email: 'karen@lillekanin.demo', phone: '+45 86 12 34 56' },
  currencyCode: 'DKK',
  message: '',
};

const errorsOf = (input: unknown) => {
  const parsed = DealerApplication.safeParse(input, { reportInput: true });
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

describe('the application form read back', () => {
  it('nests posted names and ignores names the form does not have', () => {
    const form = new FormData();
    form.set('companyName', 'Kanin');
    form.set('billingAddress.city', 'Aarhus');
    form.set('contact.email', 'a@b.dk');
    form.set('role', 'admin');
    expect(nestedValues(form, ['companyName', 'billingAddress.city', 'contact.email', 'vatNumber'])).toEqual({
      companyName: 'Kanin',
      billingAddress: { city: 'Aarhus' },
      contact: { email: 'a@b.dk' },
    });
  });

  it('accepts a filled form, an empty optional field becoming null', () => {
    const parsed = DealerApplication.parse(filled);
    expect(parsed.billingAddress.address2).toBeNull();
    expect(parsed.message).toBeNull();
  });

  it('says "required" for empty fields and explains wrong ones, each by its form name', () => {
    expect(
      errorsOf({
        ...filled,
        companyName: '  ',
        vatNumber: '',
        billingAddress: { ...filled.billingAddress, countryCode: '' },
        contact: { name: 'Karen', email: '', phone: '' },
        currencyCode: '',
      }),
    ).toEqual({
      companyName: { key: 'validation.required-field' },
      vatNumber: { key: 'validation.required-field' },
      'billingAddress.countryCode': { key: 'validation.required-field' },
      'contact.email': { key: 'validation.required-field' },
      'contact.phone': { key: 'validation.required-field' },
      currencyCode: { key: 'validation.required-field' },
    });
    expect(
      errorsOf({
        ...filled,
        vatNumber: 'DK 1234;5678',
        contact: { ...filled.contact, email: 'karen at kanin', phone: 'ring til mig' },
        message: 'x'.repeat(2001),
      }),
    ).toEqual({
      vatNumber: { key: 'account.field.invalid-vat' },
      'contact.email': { key: 'account.field.invalid-email' },
      'contact.phone': { key: 'account.field.invalid-phone' },
      message: { key: 'account.field.too-long', params: { max: 2000 } },
    });
  });

  it("puts the API's refusals beside their fields", () => {
    expect(
      fieldErrorsOfApiIssues(
        [
          { path: 'body.application.vatNumber', message: 'x' },
          { path: 'body.application.billingAddress.city', message: 'x' },
          { path: 'body.area', message: 'x' },
        ],
        'body.application',
      ),
    ).toEqual({
      vatNumber: { key: 'account.field.invalid-vat' },
      'billingAddress.city': { key: 'account.field.invalid' },
    });
  });
});

describe('passwordRuleError', () => {
  it("shows the server's rule: the broken part with the rule's numbers", () => {
    const answer = {
      message: 'too short',
      errorCode: 'password-too-weak',
      type: 'ValidationException',
      reason: 'too-short',
      minLength: 10,
      maxLength: 200,
    };
    expect(passwordRuleError(answer)).toEqual({
      key: 'account.password.too-short',
      params: { min: 10, max: 200 },
    });
    expect(passwordRuleError({ ...answer, reason: 'too-common' })?.key).toBe('account.password.too-common');
    expect(passwordRuleError({ ...answer, errorCode: 'validation-failed' })).toBeNull();
    expect(passwordRuleError(null)).toBeNull();
  });
});
