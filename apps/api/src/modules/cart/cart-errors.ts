import { AppError } from '../../lib/app-error.ts';

/**
 * The cart exception types of spec §8: the web reloads the page on each of them. The `type` is what the web
 * matches on; the status says what happened in HTTP terms.
 */
export const notCartOwner = () =>
  new AppError(403, 'not-cart-owner', 'The cart belongs to someone else', 'NotCartOwnerException');

export const cartUsedInOrder = (cartId: string) =>
  new AppError(
    409,
    'cart-used-in-order',
    `Cart ${cartId} is already used in an order`,
    'CartUsedInOrderException',
  );

export const argumentMissing = (name: string) =>
  new AppError(400, 'argument-missing', `${name} is required`, 'ArgumentMissingException');
