import { isApiError } from '../../lib/api-error.ts';

/** What a failed step submission shows: messages per form field, and one for the whole form. */
export type ServerErrors = {
  /** Form field name (react-hook-form path) → message (a translation key or the server's text). */
  fields: Record<string, string>;
  /** A message not tied to a field, or null. */
  form: string | null;
};

export const noServerErrors: ServerErrors = { fields: {}, form: null };

/** `body/shippingAddress.postalCode: postalCode is required` (the API's validation message, one per issue). */
const issuePattern = /^(?:body|querystring|params)\/([\w.[\]]+): (.+)$/;

/**
 * A failed API call as the step form shows it. The API answers a bad body with one 400 whose message lists
 * every issue as `body/<path>: <message>` separated by '; ' (plugins/error-handler.ts): each issue whose path
 * the step knows (`fieldFor`) goes to that field, the rest to the form. Anything else is a form error with
 * the server's message (spec §8: the raw error), or the generic one when there is none.
 */
export function toServerErrors(error: unknown, fieldFor: (path: string) => string | null): ServerErrors {
  if (!isApiError(error)) {
    return { fields: {}, form: error instanceof Error && error.message ? error.message : 'error.unexpected' };
  }
  const message = error.body?.message ?? error.message;
  if (error.body?.type !== 'ValidationException') return { fields: {}, form: message };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = issuePattern.exec(part);
    const field = match ? fieldFor(match[1] as string) : null;
    if (match && field) fields[field] ??= match[2] as string;
    else rest.push(part);
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
