import type { ValidationIssue } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

/** A field's error as the page shows it: a translation key and its placeholders (never an English text). */
export type FieldError = { key: TextKey; params?: Record<string, string | number> };

/** Field errors by the field's form name (`companyName`, `billingAddress.city`, `contact.email`). */
export type FieldErrors = Record<string, FieldError>;

/** What a zod issue tells about one field (the parts of `z.core.$ZodIssue` read here). */
export type ContractIssue = {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  input?: unknown;
  maximum?: number | bigint;
  minimum?: number | bigint;
  format?: string;
};

/** Fields whose own rule has its own explanation (a VAT number, a phone number, a country code). */
const patternKeys: Record<string, TextKey> = {
  vatNumber: 'account.field.invalid-vat',
  'contact.phone': 'account.field.invalid-phone',
  countryCode: 'account.field.invalid-country',
  currencyCode: 'account.field.invalid-currency',
};

function patternKeyOf(field: string): TextKey | undefined {
  return patternKeys[field] ?? patternKeys[field.split('.').at(-1) ?? ''];
}

/** One issue of the contract as a translated field error. */
export function fieldErrorOf(issue: ContractIssue): FieldError {
  const field = issue.path.map(String).join('.');
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  if (issue.code === 'too_big' && issue.maximum !== undefined)
    return { key: 'account.field.too-long', params: { max: Number(issue.maximum) } };
  if ((issue.code === 'too_small' && Number(issue.minimum) <= 1) || (issue.code === 'invalid_type' && empty))
    return { key: 'validation.required-field' };
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return empty ? { key: 'validation.required-field' } : { key: 'account.field.invalid-email' };
  }
  const own = patternKeyOf(field);
  if (own) return empty ? { key: 'validation.required-field' } : { key: own };
  return { key: 'account.field.invalid' };
}

/** The first error of each field, keyed by its form name below `prefix` (`application`). */
export function fieldErrorsOf(issues: readonly ContractIssue[], prefix: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (prefix.some((segment, index) => path[index] !== segment)) continue;
    const field = path.slice(prefix.length).join('.');
    if (field && !errors[field]) errors[field] = fieldErrorOf({ ...issue, path: path.slice(prefix.length) });
  }
  return errors;
}

/**
 * The fields an API `validation-failed` answer names (`body.application.contact.email` → `contact.email`
 * below `body.application`): a check the page did not make itself still lands beside its field.
 */
export function fieldErrorsOfApiIssues(
  issues: readonly ValidationIssue[] | undefined,
  prefix: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues ?? []) {
    if (!issue.path.startsWith(`${prefix}.`)) continue;
    const field = issue.path.slice(prefix.length + 1);
    errors[field] ??= { key: patternKeyOf(field) ?? 'account.field.invalid' };
  }
  return errors;
}
