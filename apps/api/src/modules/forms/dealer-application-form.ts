import { DealerApplication } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { type FieldErrors, formErrorKeys } from './validate-form.ts';

/** `{ 'contact.email': 'a@b.dk' }` → `{ contact: { email: 'a@b.dk' } }`: the form's dotted names nest. */
export function nestFields(values: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const parts = name.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node[part] = typeof next === 'object' && next !== null ? next : {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1) as string] = value;
  }
  return nested;
}

/** The zod issue's code as one of the form's error keys. */
function keyOf(issue: { code: string; format?: string; minimum?: unknown }): TextKey {
  switch (issue.code) {
    case 'too_big':
      return formErrorKeys.tooLong;
    case 'too_small':
    case 'invalid_type':
      return formErrorKeys.required;
    case 'invalid_value':
      return formErrorKeys.option;
    case 'invalid_format':
      return issue.format === 'email' ? formErrorKeys.email : formErrorKeys.format;
    default:
      return formErrorKeys.format;
  }
}

/**
 * A `dealerApplication` form's accepted fields as ADR 42's application: the same contract the /new-customer
 * page's call validates with, so the rules live in one place; its issues come back per dotted field name.
 */
export function toDealerApplication(
  values: Record<string, string>,
): { application: DealerApplication; errors: null } | { application: null; errors: FieldErrors } {
  const nested = nestFields(values);
  // No shipping address fields filled: deliver to the billing address (the contract's null).
  if (nested.shippingAddress === undefined) nested.shippingAddress = null;
  const parsed = DealerApplication.safeParse(nested);
  if (parsed.success) return { application: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.join('.');
    errors[name] ??= keyOf(issue as { code: string; format?: string });
  }
  return { application: null, errors };
}
