/** The proposal module's public surface (ADR 29): the composition root registers its handlers. */

export { draftCurrency } from './draft-currency.ts';
export { customerProposalHandlers, proposalHandlers } from './proposal.routes.ts';
export { customerProposalStyles, type ProposalStyles, salesProposalStyles } from './proposal-styles.ts';
export { type ProposalOfUser, proposalsAddressedTo } from './proposals-of-user.ts';
