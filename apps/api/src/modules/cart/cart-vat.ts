import { decideVat, type VatDecision } from '@shop/commerce';
import type { Address, ShippingMethod } from '@shop/contracts';
import type { CustomerProfile } from '../customer/index.ts';
import { pickupShipmentMethodCode } from '../shipping/index.ts';
import type { CartRow } from './cart-view.ts';

/**
 * The VAT decision of a cart (ADR 67), made from what the cart knows now: a dealer's cart is a business purchase
 * delivered to its shipping address, or to the customer's country until one is chosen; a visitor's is a
 * consumer's, delivered to the address chosen in checkout (unknown before: the spec's 25 %). A pickup method, or
 * a customer who always collects (EXW), is a pickup in Denmark: a business takes the goods to its own country
 * (the customer's), whatever address the cart holds. The order copies the decision of its last calculation,
 * and every document of the order prints it.
 */
export function cartVatDecision(
  cart: Pick<CartRow, 'customerNumber' | 'shippingAddress'>,
  customer: CustomerProfile | null,
  shippingMethod: ShippingMethod | null,
): VatDecision {
  const address = cart.shippingAddress as Address | null;
  const business = cart.customerNumber !== null && customer !== null;
  const pickup =
    shippingMethod?.extraInfo.pickup === true ||
    (business && customer.shipmentMethodCode === pickupShipmentMethodCode);
  const deliveryCountryCode = business
    ? pickup
      ? customer.countryCode
      : (address?.countryCode ?? customer.countryCode)
    : (address?.countryCode ?? null);
  return decideVat({
    buyer: business ? 'business' : 'consumer',
    deliveryCountryCode,
    pickup,
    vatNumber: business ? customer.vatNumber : null,
  });
}
