import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { cartErrorReaction } from '../cart/cart-error-reaction.ts';
import { type ServerErrors, toServerErrors } from './server-errors.ts';

/**
 * Spec §8: NotCartOwnerException, CartUsedInOrderException and ArgumentMissingException reload the page (the
 * cart on screen is not the one to change any more); true when the page is being reloaded.
 */
export function reloadForCartError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (cartErrorReaction(error, 'write').kind !== 'reload') return false;
  reload();
  return true;
}

/**
 * Show a failed submission on the step's form: field errors on their fields (react-hook-form clears them
 * when the field changes or the form is sent again), the rest as the step's message. Returns that message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (path: string) => string | null,
): ServerErrors['form'] {
  const { fields, form } = toServerErrors(error, fieldFor);
  for (const [field, message] of Object.entries(fields)) {
    setError(field as Path<T>, { type: 'server', message });
  }
  return form;
}
