/** The proposal module's public surface (ADR 29): the composition root registers its routes. */

export { draftCurrency } from './draft-currency.ts';
export { proposalRoutes } from './proposal.routes.ts';
