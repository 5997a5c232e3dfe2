/** The health module's public surface (ADR 29): the composition root imports only this. */
export { healthRoutes } from './health.routes.ts';
