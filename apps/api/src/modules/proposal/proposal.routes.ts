import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
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

/** Sales proposals (spec §7 "Sales proposals", ADR 47). */
export const proposalHandlers: Handlers<typeof endpoints.proposal> = {
  createProposalDraft: ({ ctx, body }) => createDraft(ctx, body),
  getProposalDrafts: ({ ctx, body }) => listDrafts(ctx, body),
  getProposalDraftById: async ({ ctx, body }) => ({ draft: await getDraft(ctx, body.areaInfo, body.id) }),
  getProposalUser: ({ ctx, body }) => getProposalUser(ctx, body),
  updateProposalDraft: async ({ ctx, body }) => ({
    draft: await updateDraft(ctx, body.areaInfo, body.draft),
  }),
  deleteProposalDraft: ({ ctx, body }) => deleteDraft(ctx, body.id),
  convertDraftToProposal: ({ ctx, body }) => convertDraft(ctx, body.draftId),
  getProposals: ({ ctx, body }) => listSalesProposals(ctx, body),
  getProposal: async ({ ctx, body }) => ({ proposal: await getSalesProposal(ctx, body.id) }),
  updateProposal: async ({ ctx, body }) => ({ proposal: await updateSalesProposal(ctx, body.proposal) }),
  deleteProposal: ({ ctx, body }) => deleteSalesProposal(ctx, body.id),
  exportProposalAsExcel: async (request, reply) => {
    const file = await exportProposal(request.ctx, request.query.Area, request.query.Id);
    return reply
      .header('content-type', xlsxContentType)
      .header('content-disposition', file.contentDisposition)
      .header('cache-control', 'no-store')
      .send(file.content);
  },
  searchProposalRecipients: ({ ctx, body }) => searchRecipients(ctx, body),
  getLatestProposalEvents: ({ ctx, body }) => latestSalesEvents(ctx, body.count),
};

/** The customer center's proposal calls (ADR 47). */
export const customerProposalHandlers = {
  getProposals: ({ ctx, body }) => listCustomerProposals(ctx, body),
  getProposal: async ({ ctx, body }) => ({ proposal: await getCustomerProposal(ctx, body.id) }),
  deleteProposal: ({ ctx, body }) => deleteCustomerProposal(ctx, body.id),
  addProposalToCart: ({ ctx, body }) => addProposalToCart(ctx, body),
} satisfies Partial<Handlers<typeof endpoints.customerCenter>>;
