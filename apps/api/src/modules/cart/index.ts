/** The cart module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { addOnce, type CartAddRequest, deleteOldCartAddRequests } from './add-once.ts';
export { type PricedCart, priceCart } from './calculate-cart.ts';
export { cartHandlers } from './cart.routes.ts';
export { addOrUpdateLines, getOrCreateCart } from './cart.service.ts';
export { cartUsedInOrder, notCartOwner } from './cart-errors.ts';
export { acceptCartUploads, cartExcelHandlers } from './cart-excel.routes.ts';
export { escapeCellText } from './cart-excel-columns.ts';
export { createCartImportLimiter } from './cart-excel-import.ts';
export { cartShippingQuery } from './cart-fields.ts';
export { isCartOwner } from './cart-owner.ts';
export { type CartRow, currentCalculation } from './cart-view.ts';
export {
  type DraftCartLine,
  deleteDraftCarts,
  draftCartLines,
  prepareDraftCarts,
} from './draft-carts.ts';
export { getOwnedCart } from './get-owned-cart.ts';
export { markCartOrdered } from './mark-cart-ordered.ts';
export { purgeOrphanedVisitorCarts } from './purge-orphaned-visitor-carts.ts';
