import { describeValidationIssue } from '@shop/contracts/error-codes';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorKey } from '../../lib/api-error-text.ts';

/** What a failed step submission shows: messages per form field, and one for the whole form. */
export type ServerErrors = {
  /** Form field name (react-hook-form path) → message (a translation key or the server's text). */
  fields: Record<string, string>;
  /** A message not tied to a field, or null. */
  form: string | null;
};

export const noServerErrors: ServerErrors = { fields: {}, form: null };

/** The request parts whose issues can belong to a form field; the path after the part is the field's. */
const formParts = ['body.', 'query.', 'params.'];

/** `body.shippingAddress.postalCode` → `shippingAddress.postalCode`; null for an issue outside the parts. */
function requestField(path: string): string | null {
  const part = formParts.find((prefix) => path.startsWith(prefix));
  return part ? path.slice(part.length) : null;
}

/**
 * A failed API call as the step form shows it. A refused body answers 400 with `issues` (`{ path, message }`,
 * plugins/error-handler.ts in the API): each issue whose field the step knows (`fieldFor`) goes to that field,
 * the rest to the form in the API's own words. A refusal for the permission scope is its code, a translation key
 * (`permission-scope.release-required`). Anything else is a form error with the server's message (spec §8: the
 * raw error), or the generic one when there is none.
 */
export function toServerErrors(error: unknown, fieldFor: (path: string) => string | null): ServerErrors {
  if (!isApiError(error)) {
    return { fields: {}, form: error instanceof Error && error.message ? error.message : 'error.unexpected' };
  }
  // A company user whose permission scope may not place orders (ADR 41): the code is the translation key.
  if (error.body?.type === 'PermissionScopeException') return { fields: {}, form: error.body.errorCode };
  // A refusal the shop has words for is said in the user's language (issue 28), never in the API's English.
  const key = apiErrorKey(error);
  if (key) return { fields: {}, form: key };
  const message = error.body?.message ?? error.message;
  const issues = error.body?.issues ?? [];
  if (error.body?.type !== 'ValidationException' || issues.length === 0) return { fields: {}, form: message };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const path = requestField(issue.path);
    const field = path ? fieldFor(path) : null;
    if (field) fields[field] ??= issue.message;
    else rest.push(describeValidationIssue(issue));
  }
  return { fields, form: rest.length > 0 ? rest.join('; ') : null };
}

/** `shippingAddress.postalCode` → `address.postalCode` for a step whose address fields sit under `address`. */
export function addressFieldFor(prefix: string, fields: readonly string[] = []) {
  return (path: string): string | null => {
    if (path.startsWith(`${prefix}.`)) return `address.${path.slice(prefix.length + 1)}`;
    return fields.includes(path) ? path : null;
  };
}
