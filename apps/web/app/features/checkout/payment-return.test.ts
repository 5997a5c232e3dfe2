import { describe, expect, it } from 'vitest';
import { paymentReturnMessageKey, readPaymentReturn } from './payment-return.ts';

describe('readPaymentReturn', () => {
  it('reads the outcome, cart and order VerifyPaymentRedirect sends back', () => {
    const search = new URLSearchParams('payment=declined&cartId=c-1&orderId=NL-100001');
    expect(readPaymentReturn(search)).toEqual({ outcome: 'declined', cartId: 'c-1', orderId: 'NL-100001' });
    expect(paymentReturnMessageKey('declined')).toBe('checkout.payment.declined');
  });

  it('is no payment return without a known outcome or a cart', () => {
    expect(readPaymentReturn(new URLSearchParams('payment=approved&cartId=c-1'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('payment=cancelled'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams(''))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('payment=cancelled&cartId=c-2'))).toEqual({
      outcome: 'cancelled',
      cartId: 'c-2',
      orderId: null,
    });
  });
});
