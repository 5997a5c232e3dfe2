/** The content module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { contentRoutes } from './content.routes.ts';
export * from './content.tables.ts';
export { syncTranslations, translationRows } from './sync-translations.ts';
export { getTranslationsIn, translationsCachePrefix } from './translations.service.ts';
