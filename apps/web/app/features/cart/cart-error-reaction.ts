import { isApiError } from '../../lib/api-error.ts';

/** What the shop does about a failed cart call (spec §8). */
export type CartErrorReaction =
  | { kind: 'reload' }
  | { kind: 'calculation-unauthorized'; message: string }
  | { kind: 'business-central'; message: string; errorCode: string | null }
  | { kind: 'danger'; message: string; errorCode: string | null }
  | { kind: 'silent' };

/** Which cart call failed: creating or loading a cart, a line change, a calculation. */
export type CartOperation = 'create' | 'write' | 'calculate';

/** The cart exception types after which the page is reloaded: the cart on screen is not the one to change. */
export const reloadingExceptionTypes = [
  'NotCartOwnerException',
  'CartUsedInOrderException',
  'ArgumentMissingException',
] as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Spec §8: NotCartOwnerException, CartUsedInOrderException and ArgumentMissingException reload the page; a
 * CalculateCart failure containing 401 empties the cart and stores a calculation error; an error whose type
 * contains BusinessCentralException shows the server's message; cart creation failures are ignored; every
 * other error shows the raw error.
 */
export function cartErrorReaction(error: unknown, operation: CartOperation): CartErrorReaction {
  const body = isApiError(error) ? error.body : null;
  const type = body?.type ?? '';
  if ((reloadingExceptionTypes as readonly string[]).includes(type)) return { kind: 'reload' };
  if (operation === 'create') return { kind: 'silent' };
  const message = messageOf(error);
  if (operation === 'calculate' && (isApiError(error) ? error.status === 401 : message.includes('401'))) {
    return { kind: 'calculation-unauthorized', message };
  }
  const errorCode = body?.errorCode ?? (isApiError(error) ? String(error.status) : null);
  if (type.includes('BusinessCentralException')) return { kind: 'business-central', message, errorCode };
  return { kind: 'danger', message, errorCode };
}
