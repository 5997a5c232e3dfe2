/** The sales area's public surface (ADR 29): the composition root registers its routes. */
export { salesRoutes } from './sales.routes.ts';
