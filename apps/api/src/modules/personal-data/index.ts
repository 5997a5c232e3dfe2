/**
 * The personal-data module's public surface (ADR 29, ADR 83): a customer's user's download and deletion request,
 * and the back office's handling of the requests. The composition root registers its handlers.
 */
export { backofficePersonalDataHandlers, personalDataHandlers } from './personal-data.routes.ts';
