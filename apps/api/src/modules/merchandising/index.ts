/** The merchandising module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { categoryArrangementOf } from './category-arrangement-of.ts';
export { merchandisingHandlers } from './merchandising.routes.ts';
