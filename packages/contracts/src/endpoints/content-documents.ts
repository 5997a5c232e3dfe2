import {
  type ContentDocument,
  DeleteDocumentResponse,
  DocumentRef,
  GetDocumentsBySearchBody,
  GetDocumentsBySearchResponse,
  GetDocumentVersionsBody,
  GetDocumentVersionsResponse,
  RestoreDocumentVersionBody,
  SaveDocumentResponse,
  UpdateDocumentBody,
} from '../content-documents.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The back office's content documents (ADR 50): pages, menus, area settings and UI texts of an area per
 * language, searched, saved with their version history, restored and deleted by staff with the B2B Manager
 * role. Every save is validated by its type's schema, kept as a version, reindexed for search and drops the
 * caches it affects, so the shop shows it at once.
 */

const exampleBanner: ContentDocument = {
  type: 'areaSettings',
  areaId: 'b2b',
  languageCode: 'en',
  key: 'settings',
  title: 'Area settings',
  body: {
    globalBannerEnabled: true,
    globalBannerText: 'Winter sale: 20 % off outerwear until Sunday',
    globalBannerLinkUrl: '/shop',
    globalBannerBackgroundColor: '#1f3a5f',
    globalBannerTextColor: '#ffffff',
    globalBannerDisplayFrom: '2026-11-01T00:00:00',
    globalBannerDisplayUntil: '2026-12-31T23:59:59',
    shopPreOrderContent: null,
    shopStockOrderContent: null,
    exploreContent: null,
    popularSearchesHeadline: 'Popular searches',
    popularSearchesSearchWords: ['dress', 'rain jacket'],
    trendingCategoriesHeadline: null,
    trendingCategories: [],
  },
  version: 3,
  updatedAt: '2026-11-26T06:10:00.000Z',
  deletable: false,
};

const pageRef = { type: 'page', areaId: 'b2b', languageCode: 'en', key: 'about' } as const;

export const getBySearch = defineEndpoint({
  operationId: 'backofficeGetDocumentsBySearch',
  method: 'POST',
  path: '/backoffice/api/Document/GetBySearch',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: "Search the shop's content documents by type, area, language, key and text",
  description:
    'Documents are (type, areaId, languageCode, key) → body: page (key = pageId), menu (key `menu`), ' +
    'areaSettings (key `settings`) and translation (key = the text key). `key` is exact, or a prefix ending ' +
    'in `*`; `text` matches words of the key, title or body, case-insensitive. Ordered by type, area, ' +
    'language and key; paged by skip/take (take ≤ 100). 401; 403 without the B2B Manager role.',
  body: GetDocumentsBySearchBody,
  response: GetDocumentsBySearchResponse,
  errors: [],
  example: {
    body: { type: 'areaSettings', areaId: 'b2b', languageCode: 'en', skip: 0, take: 20 },
    response: { items: [exampleBanner], itemsTotal: 1 },
  },
});

export const update = defineEndpoint({
  operationId: 'backofficeUpdateDocument',
  method: 'POST',
  path: '/backoffice/api/Document/Update',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: 'Save a content document (creating it if new) as a new version',
  description:
    "The body is validated by the type's schema (400 validation-failed naming each bad field, e.g. " +
    '`body.body.globalBannerBackgroundColor`). The previous version stays in the history (the first save ' +
    "of a shipped document first keeps the shipped body as version 1). The shop's caches of the document " +
    '(areas, translations, search) are dropped on every API instance and pages are reindexed for search. ' +
    'Audited. With `expectedVersion`, a save made since answers 409 document-version-conflict. 401; 403 ' +
    'without the B2B Manager role; 404 area-not-found; 409 document-url-taken (another page has the URL), ' +
    'document-id-taken (a menu item id of another area or language).',
  body: UpdateDocumentBody,
  response: SaveDocumentResponse,
  errors: ['area-not-found', 'document-version-conflict', 'document-url-taken', 'document-id-taken'],
  example: {
    body: {
      type: 'areaSettings',
      areaId: 'b2b',
      languageCode: 'en',
      key: 'settings',
      body: exampleBanner.body,
      expectedVersion: 2,
    },
    response: { document: exampleBanner },
  },
});

export const deleteByKey = defineEndpoint({
  operationId: 'backofficeDeleteDocument',
  method: 'POST',
  path: '/backoffice/api/Document/DeleteByKey',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: 'Delete a content document (its history is kept and it can be restored)',
  description:
    'Pages other than the home page and UI texts the shop does not ship may be deleted; the deletion is a ' +
    'version without body. Area settings, menus, the home page and shipped UI texts answer 409 ' +
    'document-not-deletable with the reason. Audited; caches dropped as for Update. 401; 403 without the ' +
    'B2B Manager role; 404 document-not-found.',
  body: DocumentRef,
  response: DeleteDocumentResponse,
  errors: ['document-not-found', 'document-not-deletable'],
  example: { body: pageRef, response: { deleted: true, version: 4 } },
});

export const getVersions = defineEndpoint({
  operationId: 'backofficeGetDocumentVersions',
  method: 'POST',
  path: '/backoffice/api/Document/GetVersions',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: "A content document's saved versions, newest first",
  description:
    'Each version with its body (null: deleted by that version), when and by whom it was saved. A document ' +
    'never saved through the back office has none. 401; 403 without the B2B Manager role.',
  body: GetDocumentVersionsBody,
  response: GetDocumentVersionsResponse,
  errors: [],
  example: {
    body: { document: pageRef, skip: 0, take: 20 },
    response: {
      items: [
        {
          version: 2,
          body: null,
          savedAt: '2026-11-26T06:20:00.000Z',
          savedBy: 'manager@nordlys.demo',
        },
      ],
      itemsTotal: 2,
    },
  },
});

export const restoreVersion = defineEndpoint({
  operationId: 'backofficeRestoreDocumentVersion',
  method: 'POST',
  path: '/backoffice/api/Document/RestoreVersion',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: 'Write an older version of a content document back as its newest version',
  description:
    'History only grows: the restored body becomes a new version, checked again by the current schema (409 ' +
    'document-version-invalid with the issues when it no longer passes). Caches and search as for Update. ' +
    'Audited. 401; 403 without the B2B Manager role; 404 document-version-not-found; 409 as for Update and ' +
    'document-version-invalid for a version that deleted the document.',
  body: RestoreDocumentVersionBody,
  response: SaveDocumentResponse,
  errors: [
    'area-not-found',
    'document-version-not-found',
    'document-version-invalid',
    'document-version-conflict',
    'document-url-taken',
    'document-id-taken',
  ],
  example: {
    body: {
      document: { type: 'areaSettings', areaId: 'b2b', languageCode: 'en', key: 'settings' },
      version: 2,
    },
    response: { document: exampleBanner },
  },
});
