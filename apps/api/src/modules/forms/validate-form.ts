import type { FormBlock, FormField } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

/** Each refused field's name → the translation key the web shows beside it (ADR 53). */
export type FieldErrors = Record<string, TextKey>;

export const formErrorKeys = {
  required: 'validation.required-field',
  tooLong: 'form.error.too-long',
  email: 'form.error.email',
  phone: 'form.error.phone',
  option: 'form.error.option',
  format: 'form.error.format',
  unknownField: 'form.error.unknown-field',
} as const satisfies Record<string, TextKey>;

/** A field's length when its definition names none: one line of text, or a message. */
export const defaultMaxLength = (field: FormField) =>
  field.maxLength ?? (field.type === 'textarea' ? 5000 : 200);

const emailPattern = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;
const phonePattern = /^\+?[0-9 ()./-]{4,40}$/;
/** Control characters other than line breaks and tabs. */
function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

function checkField(field: FormField, value: string): TextKey | null {
  if (field.type === 'checkbox') {
    if (value !== '' && value !== 'true') return formErrorKeys.format;
    return field.required && value !== 'true' ? formErrorKeys.required : null;
  }
  if (value === '') return field.required ? formErrorKeys.required : null;
  if (value.length > defaultMaxLength(field)) return formErrorKeys.tooLong;
  if (hasControlCharacters(value)) return formErrorKeys.format;
  if (field.type !== 'textarea' && /[\r\n]/.test(value)) return formErrorKeys.format;
  switch (field.type) {
    case 'email':
      return emailPattern.test(value) ? null : formErrorKeys.email;
    case 'tel':
      return phonePattern.test(value) ? null : formErrorKeys.phone;
    case 'select':
      return field.options?.some((option) => option.value === value) ? null : formErrorKeys.option;
    default:
      return null;
  }
}

/**
 * Checks what a visitor sent against the form's definition: every defined field by its rules, every field the
 * form does not define refused by name (a stale or forged form). Answers the trimmed values of the filled
 * fields, in the form's order, and the errors map (empty when the form is accepted).
 */
export function validateFormFields(
  form: Pick<FormBlock, 'fields'>,
  sent: Record<string, string>,
): { values: Record<string, string>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const values: Record<string, string> = {};
  const defined = new Set(form.fields.map((field) => field.name));
  for (const name of Object.keys(sent)) {
    if (!defined.has(name)) errors[name] = formErrorKeys.unknownField;
  }
  for (const field of form.fields) {
    const value = (sent[field.name] ?? '').trim();
    const error = checkField(field, value);
    if (error) errors[field.name] = error;
    else if (value !== '') values[field.name] = value;
  }
  return { values, errors };
}
