import type {
  Address,
  AddressesResponse,
  AreaInfo,
  Cart,
  CheckoutOrderType,
  CreateOrderResponse,
  GetOrderByCartIdResponse,
  LineChange,
  PaymentMethod,
  PaymentMethodId,
  ShippingMethod,
} from '@shop/contracts';
import { checkoutOrderTypes } from '@shop/contracts/cart-constants';
import * as cartEndpoints from '@shop/contracts/endpoints/cart';
import * as customerEndpoints from '@shop/contracts/endpoints/customer';
import * as orderEndpoints from '@shop/contracts/endpoints/order';
import * as paymentEndpoints from '@shop/contracts/endpoints/payment';
import * as shippingEndpoints from '@shop/contracts/endpoints/shipping';
import type { z } from 'zod';
import { call } from '../../lib/browser-api.ts';

export type CustomerAddress = z.infer<typeof AddressesResponse>['addresses'][number];
export type PaymentMethodItem = z.infer<typeof PaymentMethod>;
export type CreatedOrder = z.infer<typeof CreateOrderResponse>;
export type ReceiptOrder = z.infer<typeof GetOrderByCartIdResponse>['order']['item'];

/**
 * The calls the checkout makes (spec §7 Cart, Shipping, Customer, Payment and Order), bound to the page's
 * area. The browser reaches them through the web's BFF, which adds the session's (or the guest's) token.
 * Nothing here sends a price, a total or a customer: the server decides them.
 */
export function createCheckoutApi(area: AreaInfo) {
  return {
    async getCarts(): Promise<Cart[]> {
      const body = { area, orderTypes: [...checkoutOrderTypes] };
      return (await call(cartEndpoints.getCartsBySearch, { body })).carts;
    },
    calculateCart: (cartId: string) => call(cartEndpoints.calculateCart, { body: { area, cartId } }),
    async getOrCreateCart(orderType: CheckoutOrderType): Promise<Cart> {
      return (await call(cartEndpoints.getOrCreateCart, { body: { area, orderType } })).cart;
    },
    emptyCart: (cartId: string) => call(cartEndpoints.emptyCart, { body: { area, cartId } }),
    /** The lines in place of the cart's; a Stock cart cuts them to its stock and says so (`reduced`). */
    replaceLines(cartId: string, lines: Array<Pick<LineChange, 'productKey' | 'quantity'>>) {
      const body = { area, cartId, lines, overrideExistingQuantity: true };
      return call(cartEndpoints.addOrUpdateLines, { body });
    },
    async getAddresses(): Promise<CustomerAddress[]> {
      return (await call(customerEndpoints.getAddresses, { body: { areaInfo: area } })).addresses;
    },
    async getShippingMethods(cartId: string, address: Address): Promise<ShippingMethod[]> {
      const body = { area, cartId, address };
      return (await call(shippingEndpoints.getShippingMethods, { body })).shippingMethods;
    },
    /** `shipWithCartId`: the cart of the same checkout whose order carries the shipping fee (ADR 60). */
    setShipping: (
      cartId: string,
      shippingAddress: Address,
      shippingMethodId: string,
      shipWithCartId: string | null = null,
    ) =>
      call(cartEndpoints.setShipping, {
        body: {
          area,
          cartId,
          shippingAddress,
          shippingMethod: { internalId: shippingMethodId },
          shipWithCartId,
        },
      }),
    setBillingAddress: (cartId: string, billingAddress: Address) =>
      call(cartEndpoints.setBillingAddress, { body: { area, cartId, billingAddress } }),
    setOrderFields: (cartId: string, comment: string | null, reference: string | null) =>
      call(cartEndpoints.setOrderFields, { body: { area, cartId, comment, reference } }),
    async getPaymentMethods(cartId: string): Promise<PaymentMethodItem[]> {
      return (await call(paymentEndpoints.getPaymentMethods, { body: { area, cartId } })).paymentMethods;
    },
    /** `approval`: send the order for approval instead of placing it (ADR 81). */
    createOrder: (cartId: string, paymentMethod: PaymentMethodId, email: string | null, approval = false) =>
      call(orderEndpoints.createOrderByCartId, {
        body: {
          areaInfo: area,
          cartId,
          paymentMethod,
          acceptTerms: true,
          ...(email ? { email } : {}),
          ...(approval ? { approval } : {}),
        },
      }),
    /** One checkout of several carts: one order per cart, made together (ADR 60). */
    createOrders: (
      cartIds: readonly string[],
      paymentMethod: PaymentMethodId,
      email: string | null,
      approval = false,
    ) =>
      call(orderEndpoints.createOrdersByCartIds, {
        body: {
          areaInfo: area,
          cartIds: [...cartIds],
          paymentMethod,
          acceptTerms: true,
          ...(email ? { email } : {}),
          ...(approval ? { approval } : {}),
        },
      }),
    /** Spec §5: without a cart id there is nothing to pay (the API answers an empty intent). */
    createPaymentIntent: (cartId: string, domain: string) =>
      call(paymentEndpoints.createPaymentIntent, { body: { areaInfo: area, cartId, domain } }),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
