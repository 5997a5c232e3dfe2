/** The dealer-application module's public surface (ADR 29): the composition root imports only this. */
export { dealerApplicationRoutes } from './dealer-application.routes.ts';
export * from './dealer-application.tables.ts';
