/** The content-documents module's public surface (ADR 29): the composition root imports only this. */
export { contentDocumentRoutes } from './content-documents.routes.ts';
