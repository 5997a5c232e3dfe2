import { defineTexts } from '../define-texts.ts';

/**
 * When an order's lines are expected to be delivered (packages/commerce delivery-text.ts), as the order
 * confirmation (mail and PDF), the customer center's and the back office's order pages say it per line.
 */
export const orderDeliveryTexts = defineTexts({
  en: {
    'order-delivery.heading': 'Expected delivery',
    'order-delivery.column': 'Delivery',
    'order-delivery.now': 'Immediately',
    'order-delivery.part': '{when} ({quantity})',
    'order-delivery.unknown': 'Not known yet',
  },
  da: {
    'order-delivery.heading': 'Forventet levering',
    'order-delivery.column': 'Levering',
    'order-delivery.now': 'Straks',
    'order-delivery.part': '{when} ({quantity})',
    'order-delivery.unknown': 'Endnu ikke kendt',
  },
});
