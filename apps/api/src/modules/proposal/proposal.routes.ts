import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { convertDraft } from './convert.ts';
import {
  addProposalToCart,
  deleteCustomerProposal,
  getCustomerProposal,
  listCustomerProposals,
} from './customer-proposals.ts';
import { createDraft, deleteDraft, getDraft, listDrafts, updateDraft } from './drafts.ts';
import { exportProposal, xlsxContentType } from './proposal-excel.ts';
import { getProposalUser } from './proposal-user.ts';
import { searchRecipients } from './recipients.ts';
import {
  deleteSalesProposal,
  getSalesProposal,
  latestSalesEvents,
  listSalesProposals,
  updateSalesProposal,
} from './sales-proposals.ts';

/** Sales proposals (spec §7 "Sales proposals") and the customer center's proposal calls (ADR 47). */
export const proposalRoutes: FastifyPluginAsync = async (app) => {
  const sales = endpoints.proposal;
  route(app, sales.createProposalDraft, ({ ctx, body }) => createDraft(ctx, body));
  route(app, sales.getProposalDrafts, ({ ctx, body }) => listDrafts(ctx, body));
  route(app, sales.getProposalDraftById, async ({ ctx, body }) => ({
    draft: await getDraft(ctx, body.areaInfo, body.id),
  }));
  route(app, sales.getProposalUser, ({ ctx, body }) => getProposalUser(ctx, body));
  route(app, sales.updateProposalDraft, async ({ ctx, body }) => ({
    draft: await updateDraft(ctx, body.areaInfo, body.draft),
  }));
  route(app, sales.deleteProposalDraft, ({ ctx, body }) => deleteDraft(ctx, body.id));
  route(app, sales.convertDraftToProposal, ({ ctx, body }) => convertDraft(ctx, body.draftId));
  route(app, sales.getProposals, ({ ctx, body }) => listSalesProposals(ctx, body));
  route(app, sales.getProposal, async ({ ctx, body }) => ({
    proposal: await getSalesProposal(ctx, body.id),
  }));
  route(app, sales.updateProposal, async ({ ctx, body }) => ({
    proposal: await updateSalesProposal(ctx, body.proposal),
  }));
  route(app, sales.deleteProposal, ({ ctx, body }) => deleteSalesProposal(ctx, body.id));
  route(app, sales.exportProposalAsExcel, async (request, reply) => {
    const file = await exportProposal(request.ctx, request.query.Area, request.query.Id);
    return reply
      .header('content-type', xlsxContentType)
      .header('content-disposition', file.contentDisposition)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
  route(app, sales.searchProposalRecipients, ({ ctx, body }) => searchRecipients(ctx, body));
  route(app, sales.getLatestProposalEvents, ({ ctx, body }) => latestSalesEvents(ctx, body.count));

  const customer = endpoints.customerCenter;
  route(app, customer.getProposals, ({ ctx, body }) => listCustomerProposals(ctx, body));
  route(app, customer.getProposal, async ({ ctx, body }) => ({
    proposal: await getCustomerProposal(ctx, body.id),
  }));
  route(app, customer.deleteProposal, ({ ctx, body }) => deleteCustomerProposal(ctx, body.id));
  route(app, customer.addProposalToCart, ({ ctx, body }) => addProposalToCart(ctx, body));
};
