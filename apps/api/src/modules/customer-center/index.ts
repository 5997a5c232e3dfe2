/** The customer center's public surface (ADR 29): the composition root registers its routes. */
export { customerCenterRoutes } from './customer-center.routes.ts';
export { customerCenterFileRoutes } from './files/files.routes.ts';
export { reorderRoutes } from './reorder.routes.ts';
export { addLinesToCarts } from './reorder.ts';
export type { ReorderSourceLine } from './reorder-plan.ts';
