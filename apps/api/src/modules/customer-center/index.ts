/** The customer center's public surface (ADR 29): the composition root registers its handlers. */
export { customerCenterHandlers } from './customer-center.routes.ts';
export { createDownloadSlots, type DownloadSlots } from './files/download-slots.ts';
export { customerCenterFileHandlers } from './files/files.routes.ts';
export { reorderHandlers } from './reorder.routes.ts';
export { addLinesToCarts } from './reorder.ts';
export type { ReorderSourceLine } from './reorder-plan.ts';
