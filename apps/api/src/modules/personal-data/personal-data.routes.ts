import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { shopDate } from '../../lib/shop-date.ts';
import { contentDisposition } from '../media/index.ts';
import { deletionRequestDetail, searchDeletionRequests } from './backoffice-deletion-requests.ts';
import { carryOutDeletion, rejectDeletion } from './decide-deletion-request.ts';
import { findRequest } from './deletion-requests.ts';
import { exportPersonalData, ownDeletionRequest, requestDeletion } from './own-personal-data.ts';

/** A customer's user's own personal data (ADR 83): the download, the deletion request and its state. */
export const personalDataHandlers: Handlers<typeof endpoints.personalData> = {
  getPersonalData: async ({ ctx }, reply) => {
    const data = await exportPersonalData(ctx);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition(`personal-data-${shopDate(ctx.now)}.json`))
      .header('cache-control', 'private, no-store')
      .send(`${JSON.stringify(data, null, 2)}\n`);
  },
  getDeletionRequestStatus: ({ ctx }) => ownDeletionRequest(ctx),
  requestDeletion: ({ ctx, body }) => requestDeletion(ctx, body),
};

/** The back office's deletion requests (staff with B2B Manager): the list, one request, its decision. */
export const backofficePersonalDataHandlers: Handlers<typeof endpoints.backofficePersonalData> = {
  searchDeletionRequests: ({ ctx, body }) => searchDeletionRequests(ctx, body),
  getDeletionRequest: async ({ ctx, body }) =>
    deletionRequestDetail(ctx, await findRequest(ctx, body.requestId)),
  carryOutDeletion: ({ ctx, body }) => carryOutDeletion(ctx, body.requestId),
  rejectDeletion: ({ ctx, body }) => rejectDeletion(ctx, body),
};
