import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getDocumentVersions } from './document-versions.ts';
import { deleteDocument, restoreDocumentVersion, updateDocument } from './save-document.ts';
import { searchDocuments } from './search-documents.ts';

/** The back office's content documents (ADR 50); access (B2B Manager) is declared by each definition. */
export const contentDocumentRoutes: FastifyPluginAsync = async (app) => {
  const calls = endpoints.contentDocuments;

  route(app, calls.getBySearch, async (request) => searchDocuments(request.ctx, request.body));

  route(app, calls.update, async (request) => ({
    document: await updateDocument(request.ctx, request.body),
  }));

  route(app, calls.deleteByKey, async (request) => deleteDocument(request.ctx, request.body));

  route(app, calls.getVersions, async (request) =>
    getDocumentVersions(request.ctx, request.body.document, request.body),
  );

  route(app, calls.restoreVersion, async (request) => ({
    document: await restoreDocumentVersion(
      request.ctx,
      request.body.document,
      request.body.version,
      request.body.expectedVersion,
    ),
  }));
};
