/** The dealer-application module's public surface (ADR 29): the composition root and Form/SendForm's dealer form use it. */
export { backofficeApplicationHandlers, dealerApplicationHandlers } from './dealer-application.routes.ts';
export { submitDealerApplication } from './submit-dealer-application.ts';
