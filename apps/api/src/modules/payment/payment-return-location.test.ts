import { describe, expect, it } from 'vitest';
import type { PayableOrder } from './payable-order.ts';
import { paymentReturnLocation } from './payment-return-location.ts';
import type { VerifiedPayment } from './verify-payment.ts';

const order = (languageCode: string): PayableOrder => ({
  id: 'SO100001',
  cartId: 'cart-1',
  areaId: 'b2b',
  languageCode,
  customerNumber: null,
  ownerTokenHash: 'hash',
  status: 'PendingPayment',
  paymentMethod: 'card',
  currencyCode: 'EUR',
  totalNetPriceWithVat: 1000,
  checkoutId: null,
});

const verified = (status: VerifiedPayment['status'], languageCode = 'en'): VerifiedPayment => ({
  paymentId: 'pay_1',
  status,
  order: order(languageCode),
  orderIds: ['SO100001'],
  providerUnavailable: false,
});

describe('paymentReturnLocation', () => {
  it('sends a captured payment to the receipt in the order language', () => {
    expect(paymentReturnLocation(verified('captured'))).toBe('/checkout/receipt?orderId=SO100001');
    expect(paymentReturnLocation(verified('captured', 'da'))).toBe(
      '/da/checkout/kvittering?orderId=SO100001',
    );
  });

  it('sends a captured payment of a checkout of two orders to the receipt of both', () => {
    const both = { ...verified('captured'), orderIds: ['SO100001', 'SO100002'] };
    expect(paymentReturnLocation(both)).toBe('/checkout/receipt?orderId=SO100001&orderId=SO100002');
  });

  it('sends everything else back to the checkout with the outcome, the cart and the order', () => {
    expect(paymentReturnLocation(verified('declined'))).toBe(
      '/ecom/checkout?payment=declined&cartId=cart-1&orderId=SO100001',
    );
    expect(paymentReturnLocation(verified('cancelled', 'da'))).toBe(
      '/da/checkout?payment=cancelled&cartId=cart-1&orderId=SO100001',
    );
    expect(paymentReturnLocation(verified('failed'))).toContain('payment=failed');
    expect(paymentReturnLocation(verified('pending'))).toContain('payment=pending');
    expect(paymentReturnLocation(verified('authorized'))).toContain('payment=pending');
  });
});
