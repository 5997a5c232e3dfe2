import { defineEndpoint } from '../endpoint.ts';
import {
  DeletionRequestDetail,
  DeletionRequestIdBody,
  type DeletionRequestRow,
  personalDataLimits,
  RejectDeletionBody,
  SearchDeletionRequestsBody,
  SearchDeletionRequestsResponse,
} from '../personal-data.ts';

/**
 * The back office's deletion requests (issue 31, ADR 83): staff with the B2B Manager role list the requests
 * customers' users made, and carry each out (erase the user's personal fields, keep the orders) or reject it.
 */

const tags = ['Backoffice'] as const;
const access = 'backoffice' as const;
const refused = '401 without a token; 403 for a caller without the B2B Manager role (dealers, sales users).';

const exampleRow: DeletionRequestRow = {
  requestId: '17',
  status: 'open',
  reason: 'I have left the company.',
  requestedAt: '2026-12-05T09:12:00.000Z',
  decidedAt: null,
  rejectionReason: null,
  user: {
    userId: 'u-10001-2',
    name: 'Kasper Lund',
    email: 'dealer.shipping@nordlys.demo',
    customerNumber: 'C10001',
    customerName: 'Lille Kanin Børnetøj ApS',
    active: true,
  },
};
const exampleDetail = { ...exampleRow, decidedBy: null, ordersPlaced: 3, onlyAllUser: false };

export const searchDeletionRequests = defineEndpoint({
  operationId: 'backofficeSearchDeletionRequests',
  method: 'POST',
  path: '/backoffice/api/PersonalData/GetDeletionRequests',
  access,
  tags,
  summary: 'Deletion requests, open ones first, then newest first; optionally of one status',
  description: `pageSize 1–${personalDataLimits.pageSize} (default ${personalDataLimits.defaultPageSize}). ${refused}`,
  body: SearchDeletionRequestsBody,
  response: SearchDeletionRequestsResponse,
  errors: [],
  example: {
    body: { status: 'open', pageNr: 1, pageSize: 25 },
    response: { requests: [exampleRow], totalCount: 1, pageCount: 1, pageNr: 1, pageSize: 25 },
  },
});

export const getDeletionRequest = defineEndpoint({
  operationId: 'backofficeGetDeletionRequest',
  method: 'POST',
  path: '/backoffice/api/PersonalData/GetDeletionRequest',
  access,
  tags,
  summary: 'One deletion request with its user, who decided it and how many orders the user placed',
  description: `404 personal-data.request-not-found. ${refused}`,
  body: DeletionRequestIdBody,
  response: DeletionRequestDetail,
  errors: ['personal-data.request-not-found'],
  example: { body: { requestId: '17' }, response: exampleDetail },
});

export const carryOutDeletion = defineEndpoint({
  operationId: 'backofficeCarryOutDeletion',
  method: 'POST',
  path: '/backoffice/api/PersonalData/CarryOutDeletion',
  access,
  tags,
  summary: "Carry out an open deletion request: erase the user's personal fields, keep the orders",
  description:
    'In one transaction: a mail saying it is done is queued to the old address (in the language of the ' +
    "request); the user's name becomes 'Deleted user', the e-mail and username a non-deliverable placeholder " +
    '(deleted-<id>@erased.invalid), the password unusable; the user is deactivated, every session ended and ' +
    "every password link used up; on the orders the user placed, the confirmation e-mail (when it was the user's " +
    'own) is cleared, and the orders, their numbers, totals and invoices stay for the bookkeeping (5 years). The ' +
    "request's reason is cleared, and it is marked done with who and when; an audit entry records it. Only an " +
    `open request: a decided one answers 409 personal-data.request-decided. 404 personal-data.request-not-found. ${refused}`,
  body: DeletionRequestIdBody,
  response: DeletionRequestDetail,
  errors: ['personal-data.request-not-found', 'personal-data.request-decided'],
  example: {
    body: { requestId: '17' },
    response: {
      ...exampleDetail,
      status: 'done',
      reason: null,
      decidedAt: '2026-12-05T10:00:00.000Z',
      decidedBy: { name: 'Peter Nordby', email: 'manager@nordlys.demo' },
      user: {
        ...exampleRow.user,
        name: 'Deleted user',
        email: 'deleted-u-10001-2@erased.invalid',
        active: false,
      },
    },
  },
});

export const rejectDeletion = defineEndpoint({
  operationId: 'backofficeRejectDeletion',
  method: 'POST',
  path: '/backoffice/api/PersonalData/RejectDeletion',
  access,
  tags,
  summary: 'Reject an open deletion request with a reason the user is mailed',
  description:
    'reason is required (1–1000 characters): the user reads it in the mail and on their personal data page. ' +
    'Nothing of the user changes. Only an open request: a decided one answers 409 personal-data.request-decided. ' +
    `404 personal-data.request-not-found. Audited. ${refused}`,
  body: RejectDeletionBody,
  response: DeletionRequestDetail,
  errors: ['personal-data.request-not-found', 'personal-data.request-decided'],
  example: {
    body: {
      requestId: '17',
      reason: 'The request did not come from the user: write to us from your address.',
    },
    response: {
      ...exampleDetail,
      status: 'rejected',
      decidedAt: '2026-12-05T10:00:00.000Z',
      rejectionReason: 'The request did not come from the user: write to us from your address.',
      decidedBy: { name: 'Peter Nordby', email: 'manager@nordlys.demo' },
    },
  },
});
