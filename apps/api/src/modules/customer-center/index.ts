/** The customer center's public surface (ADR 29): the composition root registers its handlers. */
export { customerCenterHandlers } from './customer-center.routes.ts';
export { moneyFormat, streamWorkbook } from './files/document-excel.ts';
export { createDownloadSlots, type DownloadSlots } from './files/download-slots.ts';
export { type FileTexts, loadFileTexts } from './files/file-texts.ts';
export {
  customerCenterFileHandlers,
  downloadRouteOptions,
  sendDownload,
} from './files/files.routes.ts';
export { reorderHandlers } from './reorder.routes.ts';
export { addLinesToCarts } from './reorder.ts';
export type { ReorderSourceLine } from './reorder-plan.ts';
