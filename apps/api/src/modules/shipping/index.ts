/** The shipping module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { carrierName, carrierOfShippingMethod, trackAndTraceUrl } from './carriers.ts';
export {
  describeShippingMethod,
  pickupShipmentMethodCode,
  type ShippingQuery,
  shippingMethodName,
  shippingMethodsFor,
} from './shipping-methods.ts';
