import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getDocumentVersions } from './document-versions.ts';
import { deleteDocument, restoreDocumentVersion, updateDocument } from './save-document.ts';
import { searchDocuments } from './search-documents.ts';

/** The back office's content documents (ADR 50); access (B2B Manager) is declared by each definition. */
export const contentDocumentHandlers: Handlers<typeof endpoints.contentDocuments> = {
  getBySearch: async (request) => searchDocuments(request.ctx, request.body),

  update: async (request) => ({ document: await updateDocument(request.ctx, request.body) }),

  deleteByKey: async (request) => deleteDocument(request.ctx, request.body),

  getVersions: async (request) => getDocumentVersions(request.ctx, request.body.document, request.body),

  restoreVersion: async (request) => ({
    document: await restoreDocumentVersion(
      request.ctx,
      request.body.document,
      request.body.version,
      request.body.expectedVersion,
    ),
  }),
};
