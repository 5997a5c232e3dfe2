import { type PasswordRuleBreach, passwordRuleBreaches } from '@shop/contracts';
import type { FieldError } from './field-errors.ts';

/** The parts of a `password-too-weak` answer the page reads (ADR 40); anything else is not one. */
type TooWeak = { errorCode: 'password-too-weak'; reason: string; minLength: number; maxLength: number };

function isTooWeak(payload: unknown): payload is TooWeak {
  const body = payload as Partial<TooWeak> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    body.errorCode === 'password-too-weak' &&
    typeof body.reason === 'string' &&
    typeof body.minLength === 'number' &&
    typeof body.maxLength === 'number'
  );
}

const isBreach = (reason: string): reason is PasswordRuleBreach =>
  (passwordRuleBreaches as readonly string[]).includes(reason);

/**
 * The server decides the password rule (spec §5): its `password-too-weak` answer names the broken part,
 * shown beside the new password in the page's language. Null when the answer is not one.
 */
export function passwordRuleError(payload: unknown): FieldError | null {
  if (!isTooWeak(payload)) return null;
  const { reason } = payload;
  return {
    key: isBreach(reason) ? `account.password.${reason}` : 'account.field.invalid',
    params: { min: payload.minLength, max: payload.maxLength },
  };
}
