/** The backoffice module's public surface (ADR 29): other modules, flows and the composition root import only this. */

export { backofficeRoutes } from './backoffice.routes.ts';
export { backofficeAreaRoutes } from './backoffice-areas.routes.ts';
