import type { CustomerShipment, ErpShipment, Order, ShipmentStatus } from '@shop/contracts';
import type { AreaCtx } from '../../lib/context.ts';
import { shipmentStatusOf } from '../order/index.ts';
import { carrierName, trackAndTraceUrl } from '../shipping/index.ts';
import { requireCustomerOrder, shipmentsOfOrder } from './find-orders.ts';
import { lineShippedFlag, shippedByLine } from './shipment-progress.ts';

function toCustomerShipment(
  shipment: ErpShipment,
  order: Order,
  shipped: Map<number, number>,
  languageCode: 'en' | 'da',
): CustomerShipment {
  const bought = new Map(order.lines.map((line) => [line.lineNo, line]));
  return {
    shipmentId: shipment.documentNo,
    linkId: shipment.salesOrderNo,
    orderId: shipment.externalOrderNo,
    shippedAt: shipment.shippedAt,
    carrier: shipment.carrier === null ? null : carrierName(shipment.carrier),
    trackingNumber: shipment.trackingNumber,
    trackAndTraceUrl: trackAndTraceUrl(shipment.carrier, shipment.trackingNumber, languageCode),
    lines: shipment.lines.map((line) => {
      const orderLine = bought.get(line.lineNo);
      const shippedQuantity = shipped.get(line.lineNo) ?? 0;
      return {
        lineNo: line.lineNo,
        productNumber: line.productNumber,
        variantId: line.variantId,
        unitId: line.unitId,
        name: orderLine?.name ?? null,
        colorName: orderLine?.colorName ?? null,
        size: orderLine?.size ?? null,
        unitName: orderLine?.unitName ?? null,
        quantityPerUnit: orderLine?.quantityPerUnit ?? 1,
        quantity: line.quantity,
        orderedQuantity: orderLine?.quantity ?? null,
        shippedQuantity,
        // A line the shop's order does not have (an ERP's own addition) counts as shipped with its shipment.
        shipped: orderLine ? lineShippedFlag(orderLine.quantity, shippedQuantity) : 'Shipped',
      };
    }),
  };
}

/**
 * GetShipmentDetails: the order's shipments, oldest first, each with its lines, carrier and tracking link (in
 * the call's language), and the order's shipment status; not-found for a missing order or another customer's.
 */
export async function getShipmentDetails(
  ctx: AreaCtx,
  orderId: string,
): Promise<{ orderId: string; shipmentStatus: ShipmentStatus; shipments: CustomerShipment[] }> {
  const { languageCode } = ctx.area;
  const order = await requireCustomerOrder(ctx, orderId, 'shipments');
  const shipments = await shipmentsOfOrder(ctx, order);
  const shipped = shippedByLine(shipments);
  return {
    orderId: order.orderId,
    shipmentStatus: shipmentStatusOf(order.lines, shipments, order.erpDocumentNo !== null),
    shipments: shipments.map((shipment) => toCustomerShipment(shipment, order, shipped, languageCode)),
  };
}
