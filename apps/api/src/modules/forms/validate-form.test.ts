import type { FormField } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { validateFormFields } from './validate-form.ts';

const field = (name: string, type: FormField['type'], more: Partial<FormField> = {}): FormField => ({
  name,
  type,
  label: name,
  required: false,
  maxLength: null,
  options: null,
  help: null,
  ...more,
});

const form = {
  fields: [
    field('name', 'text', { required: true, maxLength: 10 }),
    field('email', 'email', { required: true }),
    field('phone', 'tel'),
    field('topic', 'select', { options: [{ value: 'order', label: 'Order' }] }),
    field('message', 'textarea', { maxLength: 20 }),
    field('consent', 'checkbox', { required: true }),
  ],
};

describe('validateFormFields', () => {
  it('accepts good values, trimmed, and leaves empty optional fields out', () => {
    const result = validateFormFields(form, {
      name: '  Karen ',
      email: 'karen@kanin.demo',
      phone: '',
      topic: 'order',
      message: 'Hi\nthere',
      consent: 'true',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Karen',
      email: 'karen@kanin.demo',
      topic: 'order',
      message: 'Hi\nthere',
      consent: 'true',
    });
  });

  it('names each refused field with its key', () => {
    const result = validateFormFields(form, {
      name: 'x'.repeat(11),
      email: 'not an address',
      phone: 'call me',
      topic: 'other',
      message: 'x'.repeat(21),
      extra: 'hello',
    });
    expect(result.errors).toEqual({
      name: 'form.error.too-long',
      email: 'form.error.email',
      phone: 'form.error.phone',
      topic: 'form.error.option',
      message: 'form.error.too-long',
      consent: 'validation.required-field',
      extra: 'form.error.unknown-field',
    });
  });

  it('refuses blank required fields, line breaks in one-line fields and odd checkbox values', () => {
    const result = validateFormFields(form, { name: '   ', email: 'a@b.dk\nBcc: x@y.dk', consent: 'yes' });
    expect(result.errors).toMatchObject({
      name: 'validation.required-field',
      email: 'form.error.format',
      consent: 'form.error.format',
    });
  });
});
