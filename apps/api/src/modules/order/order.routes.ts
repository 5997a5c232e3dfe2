import {
  CreateOrderByCartIdBody,
  CreateOrderResponse,
  ErrorBody,
  GetOrderByCartIdBody,
  GetOrderByCartIdResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOrderByCartId, getOrderByCartId } from './order.service.ts';

/**
 * The order calls of spec §7. Any valid token may call ('visitor'); the service checks the cart or order belongs
 * to the caller (the cart rule). Prices, totals and customer numbers in a body are never read: the server prices
 * the cart again and decides (unknown keys are stripped).
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Order'];
  const config = { access: 'visitor' as const };

  app.post(
    '/api/Order/CreateOrderByCartId',
    {
      config,
      schema: {
        tags,
        summary:
          'Turn the cart into an order, exactly once: repeated and concurrent calls for the cart answer the same ' +
          'order. The cart is priced again on the server and must have been calculated (CalculateCart) at its ' +
          'current version with the same totals. On account (dealers only) → PendingTransfer, next "receipt"; ' +
          'card → PendingPayment, next "payment" (CreatePaymentIntent). Stock orders reserve on-hand stock. ' +
          'Errors: 400 missing shipping address/method, guest e-mail, payment method not allowed, terms not ' +
          'accepted; 401; 403 NotCartOwnerException; 404 cart-not-found; 409 cart-not-calculated, ' +
          'cart-prices-changed, cart-changed-by-validation, cart-empty, customer-blocked, ' +
          'cart.minimumOrderAmountNotExceeded, cart.minimumSaleOrderAmountNotExceeded, not-enough-stock; ' +
          '422 a line that cannot be priced.',
        body: CreateOrderByCartIdBody,
        response: {
          200: CreateOrderResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => createOrderByCartId(request.ctx, request.body),
  );

  app.post(
    '/api/Order/GetOrderByCartId',
    {
      config,
      schema: {
        tags,
        summary:
          'The receipt: the order by orderId or cartId (both: they must belong together), with its lines as ' +
          'bought and its transfer status. Only for the owner of its cart (403 otherwise); 404 order-not-found.',
        body: GetOrderByCartIdBody,
        response: {
          200: GetOrderByCartIdResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => ({ order: { item: await getOrderByCartId(request.ctx, request.body) } }),
  );
};
