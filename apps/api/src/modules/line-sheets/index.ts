/** The line sheets module's public surface (ADR 29): the composition root registers its handlers. */
export { lineSheetHandlers } from './line-sheet.routes.ts';
