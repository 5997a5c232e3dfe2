import { appError } from '../../lib/app-error.ts';

/**
 * The cart exception types of spec §8: the web reloads the page on each of them. It matches on the `type`,
 * which the error catalogue keeps beside each code's status.
 */
export const notCartOwner = () => appError('not-cart-owner', 'The cart belongs to someone else');

export const cartUsedInOrder = (cartId: string) =>
  appError('cart-used-in-order', `Cart ${cartId} is already used in an order`);
