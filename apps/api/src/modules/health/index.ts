/** The health module's public surface (ADR 29): the composition root imports only this. */
export { healthHandlers } from './health.routes.ts';
