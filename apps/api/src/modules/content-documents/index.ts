/** The content-documents module's public surface (ADR 29): the composition root imports only this. */
export { contentDocumentHandlers } from './content-documents.routes.ts';
