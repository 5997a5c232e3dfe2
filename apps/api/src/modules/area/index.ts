/** The area module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { areaRoutes } from './area.routes.ts';
export { areaCachePrefix } from './area.service.ts';
export * from './area.tables.ts';
