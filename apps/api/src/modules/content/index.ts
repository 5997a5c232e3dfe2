/** The content module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { contentHandlers } from './content.routes.ts';
export {
  type ContentPage,
  type ContentPageValues,
  contentPageUrls,
  contentPageUrlVersions,
  countContentPages,
  deleteContentPage,
  findContentPage,
  findContentPageWithTemplate,
  pageIdWithUrl,
  pagesContainingBlocks,
  saveContentPage,
} from './content-pages.ts';
export {
  appendDocumentVersion,
  documentVersionsPage,
  findDocumentVersion,
  latestDocumentVersion,
} from './document-versions.ts';
export { syncTranslations, translationRows } from './sync-translations.ts';
export {
  deleteTranslation,
  findTranslation,
  getTranslationsIn,
  saveTranslation,
  translationsCachePrefix,
} from './translations.service.ts';
