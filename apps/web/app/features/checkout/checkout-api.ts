import type {
  Address,
  AddressesResponse,
  AreaInfo,
  CalculateCartResponse,
  Cart,
  CartResponse,
  CartsResponse,
  CheckoutOrderType,
  CreateOrderResponse,
  GetOrderByCartIdResponse,
  LineChange,
  PaymentIntentResponse,
  PaymentMethod,
  PaymentMethodId,
  PaymentMethodsResponse,
  ShippingMethod,
  ShippingMethodsResponse,
} from '@shop/contracts';
import { checkoutOrderTypes } from '@shop/contracts/cart-constants';
import type { z } from 'zod';
import { ApiError, isErrorBody } from '../../lib/api-error.ts';
import { postJson } from '../../lib/browser-api.ts';
import { loadingBarFailures, loadingBarRequests } from '../layout/loading-bar-store.ts';

export type CustomerAddress = z.infer<typeof AddressesResponse>['addresses'][number];
export type PaymentMethodItem = z.infer<typeof PaymentMethod>;
export type CreatedOrder = z.infer<typeof CreateOrderResponse>;
export type ReceiptOrder = z.infer<typeof GetOrderByCartIdResponse>['order']['item'];

/** PATCH and DELETE through the BFF, like `postJson` (loading bar, ApiError on a non-2xx answer). */
async function sendJson<T>(method: 'PATCH' | 'DELETE', path: string, body: unknown): Promise<T> {
  const done = loadingBarRequests.start();
  try {
    const response = await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new ApiError(response.status, isErrorBody(payload) ? payload : null);
    return payload as T;
  } catch (error) {
    loadingBarFailures.fail();
    throw error;
  } finally {
    done();
  }
}

/**
 * The calls the checkout makes (spec §7 Cart, Shipping, Customer, Payment and Order), bound to the page's
 * area. The browser reaches them through the web's BFF, which adds the session's (or the guest's) token.
 * Nothing here sends a price, a total or a customer: the server decides them.
 */
export function createCheckoutApi(area: AreaInfo) {
  return {
    async getCarts(): Promise<Cart[]> {
      const body = { area, orderTypes: [...checkoutOrderTypes] };
      return (await postJson<z.infer<typeof CartsResponse>>('/api/Cart/GetCartsBySearch', body)).carts;
    },
    calculateCart: (cartId: string) =>
      postJson<CalculateCartResponse>('/api/Cart/CalculateCart', { area, cartId }),
    async getOrCreateCart(orderType: CheckoutOrderType): Promise<Cart> {
      return (await postJson<CartResponse>('/api/Cart/GetOrCreateCart', { area, orderType })).cart;
    },
    emptyCart: (cartId: string) => sendJson<unknown>('DELETE', '/api/Cart/EmptyCart', { area, cartId }),
    async replaceLines(cartId: string, lines: Array<Pick<LineChange, 'productKey' | 'quantity'>>) {
      const body = { area, cartId, lines, overrideExistingQuantity: true };
      return (await postJson<CartResponse>('/api/Cart/AddOrUpdateLines', body)).cart;
    },
    async getAddresses(): Promise<CustomerAddress[]> {
      const answer = await postJson<z.infer<typeof AddressesResponse>>('/api/Customer/GetAddresses', {
        areaInfo: area,
      });
      return answer.addresses;
    },
    async getShippingMethods(cartId: string, address: Address): Promise<ShippingMethod[]> {
      const body = { area, cartId, address };
      const answer = await postJson<z.infer<typeof ShippingMethodsResponse>>(
        '/api/Shipping/GetShippingMethods',
        body,
      );
      return answer.shippingMethods;
    },
    setShipping: (cartId: string, shippingAddress: Address, shippingMethodId: string) =>
      sendJson<unknown>('PATCH', '/api/Cart/SetShipping', {
        area,
        cartId,
        shippingAddress,
        shippingMethod: { internalId: shippingMethodId },
      }),
    setBillingAddress: (cartId: string, billingAddress: Address) =>
      sendJson<unknown>('PATCH', '/api/Cart/SetBillingAddress', { area, cartId, billingAddress }),
    setOrderFields: (cartId: string, comment: string | null, reference: string | null) =>
      sendJson<unknown>('PATCH', '/api/Cart/SetOrderFields', { area, cartId, comment, reference }),
    async getPaymentMethods(cartId: string): Promise<PaymentMethodItem[]> {
      const body = { area, cartId };
      const answer = await postJson<z.infer<typeof PaymentMethodsResponse>>(
        '/api/Payment/GetPaymentMethods',
        body,
      );
      return answer.paymentMethods;
    },
    createOrder: (cartId: string, paymentMethod: PaymentMethodId, email: string | null) =>
      postJson<CreatedOrder>('/api/Order/CreateOrderByCartId', {
        areaInfo: area,
        cartId,
        paymentMethod,
        acceptTerms: true,
        ...(email ? { email } : {}),
      }),
    /** Spec §5: without a cart id there is nothing to pay (the API answers an empty intent). */
    createPaymentIntent: (cartId: string, domain: string) =>
      postJson<z.infer<typeof PaymentIntentResponse>>('/api/Payment/CreatePaymentIntent', {
        areaInfo: area,
        cartId,
        domain,
      }),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
