import { deliveryText, type UnitDelivery } from '@shop/commerce';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useDocumentFormat } from './use-document-format.ts';

/**
 * When an order line is expected to be delivered, as the order confirmation says it: '15 Jan 2027' (a Preorder
 * line on its drop's date), 'Immediately', or its parts; 'Not known yet' for a line without deliveries.
 */
export function useLineDelivery(): (deliveries: readonly UnitDelivery[]) => string {
  const t = useT();
  const format = useDocumentFormat();
  return (deliveries) =>
    deliveryText(deliveries, {
      now: t('order-delivery.now'),
      day: format.day,
      part: (when, quantity) => t('order-delivery.part', { when, quantity }),
    }) ?? t('order-delivery.unknown');
}
