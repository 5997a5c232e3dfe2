/** The backoffice module's public surface (ADR 29): other modules, flows and the composition root import only this. */

export { backofficeHandlers } from './backoffice.routes.ts';
export { backofficeAreaHandlers } from './backoffice-areas.routes.ts';
