import type { ErpShipment, LineShippedFlag } from '@shop/contracts';

/** How much of each order line (by its number) the shipments carried together. */
export function shippedByLine(shipments: readonly ErpShipment[]): Map<number, number> {
  const shipped = new Map<number, number>();
  for (const line of shipments.flatMap((shipment) => shipment.lines)) {
    shipped.set(line.lineNo, (shipped.get(line.lineNo) ?? 0) + line.quantity);
  }
  return shipped;
}

/** customer-center §3 'Line shipped flag': Shipped once the whole ordered quantity has left the warehouse. */
export const lineShippedFlag = (ordered: number, shipped: number): LineShippedFlag =>
  shipped >= ordered ? 'Shipped' : 'NotShipped';

/** The shipments of a list of orders, by our order number. */
export function shipmentsByOrder(shipments: readonly ErpShipment[]): Map<string, ErpShipment[]> {
  const byOrder = new Map<string, ErpShipment[]>();
  for (const shipment of shipments) {
    byOrder.set(shipment.externalOrderNo, [...(byOrder.get(shipment.externalOrderNo) ?? []), shipment]);
  }
  return byOrder;
}
