import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  ConvertDraftToProposalBody,
  ConvertDraftToProposalResponse,
  CreateProposalDraftBody,
  CreateProposalDraftResponse,
  DeleteProposalDraftResponse,
  DeleteProposalResponse,
  ExportProposalQuery,
  GetLatestProposalEventsBody,
  GetLatestProposalEventsResponse,
  GetProposalDraftResponse,
  GetProposalDraftsBody,
  GetProposalDraftsResponse,
  GetProposalResponse,
  GetProposalsBody,
  GetProposalsResponse,
  GetProposalUserBody,
  GetProposalUserResponse,
  ProposalIdBody,
  proposalLimits,
  SearchProposalRecipientsBody,
  SearchProposalRecipientsResponse,
  UpdateProposalBody,
  UpdateProposalDraftBody,
} from '../proposal.ts';

/**
 * Sales proposals (spec customer-center §7 "Sales proposals"; docs/decisions/0047-proposals.md). Sales staff
 * only (the `impersonator` role). A draft and the proposals made from it belong to the sales person who made
 * the draft; a B2B Manager reaches every one. Someone else's draft or proposal answers exactly as a missing one
 * (404 not-found). While a session edits a draft (GetProposalUser's token, the `proposal` role) the draft calls
 * reach that draft only.
 */

const tags = ['Proposal'] as const;
const access = 'impersonator' as const;
const areaInfo = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } as const;
const draftId = '5b0f8a52-2f7a-4f61-9d55-0d6d1b1f1a01';
const proposalId = '9c3e1d7e-7c55-4d8f-8e0e-3f1c2a9b7d10';
const paging =
  `pageSize (default ${proposalLimits.defaultPageSize}, at most ${proposalLimits.pageSize}) and pageNr (from 1) ` +
  'are optional; a page past the last is empty.';

const draftSummary = {
  id: draftId,
  name: 'AW27 highlights',
  currencyCode: 'DKK',
  ownerUserId: 'u-sales',
  ownerName: 'Sofie Sælger',
  recipientCount: 2,
  lineCount: 3,
  quantity: 36,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};
const recipient = {
  userId: 'u-dealer-dk',
  username: 'dealer@nordlys.demo',
  name: 'Mette Jensen',
  customerNumber: 'C10001',
  customerName: 'Nordlys Børn ApS',
};
const proposalSummary = {
  id: proposalId,
  name: 'AW27 highlights',
  status: 'Sent',
  customerNumber: 'C10001',
  customerName: 'Nordlys Børn ApS',
  currencyCode: 'DKK',
  rrpCurrencyCode: 'DKK',
  salesPersonName: 'Sofie Sælger',
  recipientCount: 1,
  lineCount: 1,
  quantity: 12,
  netTotal: 245_424,
  validUntil: '2026-12-31',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const proposalLine = {
  lineNo: 1,
  productId: 'NL10001',
  variantId: 'NL10001-jojoba-110',
  unitId: 'CU',
  productNumber: 'NL10001',
  name: 'Vilma Dress',
  colorCode: 'jojoba',
  colorName: 'Jojoba',
  size: '110',
  quantity: 12,
  orderType: 'Stock',
  netUnitPrice: 20_452,
  netLinePrice: 245_424,
  rrpUnitPrice: 49_995,
};
const proposal = {
  ...proposalSummary,
  draftId,
  notes: 'Our best sellers for next winter.',
  recipients: [recipient],
  lines: [proposalLine],
  events: [
    { event: 'Created', userId: 'u-dealer-dk', userName: 'Mette Jensen', at: '2026-11-20T10:00:00.000Z' },
    { event: 'Opened', userId: 'u-dealer-dk', userName: 'Mette Jensen', at: '2026-11-21T08:12:00.000Z' },
  ],
};

export const createProposalDraft = defineEndpoint({
  operationId: 'createProposalDraft',
  method: 'POST',
  path: '/api/Proposal/CreateProposalDraft',
  access,
  tags,
  summary: 'A new, empty proposal draft owned by the caller',
  description:
    `name (1-${proposalLimits.nameLength} characters, trimmed) and currencyCode (the currency its prices are ` +
    'shown in while it is edited). The draft has no carts until it is edited in the shop, and no recipients. ' +
    'Event Created is recorded per recipient when the draft is converted.',
  body: CreateProposalDraftBody,
  response: CreateProposalDraftResponse,
  errors: [],
  example: {
    body: { area: areaInfo, currencyCode: 'DKK', name: 'AW27 highlights' },
    response: { id: draftId },
  },
});

export const getProposalDrafts = defineEndpoint({
  operationId: 'getProposalDrafts',
  method: 'POST',
  path: '/api/Proposal/GetProposalDrafts',
  access,
  tags,
  summary: "The caller's drafts not yet converted (a manager: every sales person's), newest change first",
  description: `search: part of the name (case-insensitive). ${paging}`,
  body: GetProposalDraftsBody,
  response: GetProposalDraftsResponse,
  errors: [],
  example: {
    body: { areaInfo, pageSize: 20, pageNr: 1, search: 'aw27' },
    response: { drafts: [draftSummary], pageNr: 1, pageSize: 20, pageCount: 1, totalCount: 1 },
  },
});

export const getProposalDraftById = defineEndpoint({
  operationId: 'getProposalDraftById',
  method: 'POST',
  path: '/api/Proposal/GetProposalDraftById',
  access,
  tags,
  summary: 'One draft with its recipients, notes and carts (their lines)',
  description: '404 not-found: no such draft of the caller (also another sales person’s, or one converted).',
  body: ProposalIdBody,
  response: GetProposalDraftResponse,
  errors: ['not-found'],
  example: {
    body: { areaInfo, id: draftId },
    response: {
      draft: {
        ...draftSummary,
        notes: 'Our best sellers for next winter.',
        validUntil: '2026-12-31',
        recipients: [recipient],
        carts: [
          {
            id: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57',
            orderType: 'Stock',
            lineCount: 1,
            quantity: 12,
            extraInfo: { draftId },
            lines: [
              {
                productId: 'NL10001',
                variantId: 'NL10001-jojoba-110',
                unitId: 'CU',
                productNumber: 'NL10001',
                name: 'Vilma Dress',
                colorCode: 'jojoba',
                colorName: 'Jojoba',
                size: '110',
                quantity: 12,
              },
            ],
          },
        ],
      },
    },
  },
});

export const getProposalUser = defineEndpoint({
  operationId: 'getProposalUser',
  method: 'POST',
  path: '/api/Proposal/GetProposalUser',
  access,
  tags,
  summary: 'A token for a session editing the draft in the shop (the proposal role)',
  description:
    'The session is the caller with the `proposal` role and the draft: its carts (Preorder and Stock, each ' +
    'with extraInfo.draftId) are the shop’s carts, priced in currencyCode from that currency’s list price ' +
    'group (ADR 47); it acts for no customer and cannot check out. currencyCode also becomes the draft’s. ' +
    'Unimpersonate (SalesImpersonation) ends it and answers the sales user’s own token. 404 not-found: no such ' +
    'draft of the caller.',
  body: GetProposalUserBody,
  response: GetProposalUserResponse,
  errors: ['not-found'],
  example: {
    body: { areaInfo, draftId, currencyCode: 'DKK' },
    response: {
      token: 'q3V9rVqkz2S8b9F1-T3n7x0yq5mGd8cRk3P2wH1uJ4e',
      tokenType: 'Bearer',
      expiresAt: '2026-11-20T21:00:00.000Z',
      draftId,
    },
  },
});

export const updateProposalDraft = defineEndpoint({
  operationId: 'updateProposalDraft',
  method: 'PUT',
  path: '/api/Proposal/UpdateProposalDraft',
  access,
  tags,
  summary: 'Change a draft’s name, currency, recipients (by username), notes or validUntil',
  description:
    'Fields left out stay. recipients is the whole list of usernames; each must be an active user of a ' +
    'customer the caller is assigned to (a manager: any customer): else 400 proposal.recipient-not-allowed ' +
    `naming them. At most ${proposalLimits.recipients} recipients, notes ${proposalLimits.notesLength} ` +
    'characters. Answers the draft as GetProposalDraftById does. 404 not-found: no such draft of the caller.',
  body: UpdateProposalDraftBody,
  response: GetProposalDraftResponse,
  errors: ['not-found', 'proposal.recipient-not-allowed'],
  example: {
    body: {
      areaInfo,
      draft: { id: draftId, name: 'AW27 highlights', recipients: ['dealer@nordlys.demo'], notes: 'Enjoy' },
    },
  },
});

export const deleteProposalDraft = defineEndpoint({
  operationId: 'deleteProposalDraft',
  method: 'DELETE',
  path: '/api/Proposal/DeleteProposalDraft',
  access,
  tags,
  summary: 'Delete a draft, its carts and every session editing it',
  description: '404 not-found: no such draft of the caller.',
  body: ProposalIdBody,
  response: DeleteProposalDraftResponse,
  errors: ['not-found'],
  example: { body: { areaInfo, id: draftId }, response: { id: draftId } },
});

export const convertDraftToProposal = defineEndpoint({
  operationId: 'convertDraftToProposal',
  method: 'POST',
  path: '/api/Proposal/ConvertDraftToProposal',
  access,
  tags,
  summary: 'Freeze the draft into one proposal per recipient customer, mail each recipient, record Created',
  description:
    'Each proposal holds the draft carts’ lines with the customer’s own net prices and RRP at this moment, ' +
    'the notes and validUntil; status Sent. Each recipient user is mailed (in their customer’s language) a ' +
    'link to /customer-center/proposals/{id}, and event Created is recorded for them. The draft is then ' +
    'converted: gone from the drafts, its carts and editing sessions ended. One conversion wins: a draft ' +
    'converted already (also by a concurrent call) answers 409 proposal.draft-converted. 409 ' +
    'proposal.draft-without-recipients / proposal.draft-without-lines: nothing to send or no one to send it ' +
    'to. 404 not-found: no such draft of the caller.',
  body: ConvertDraftToProposalBody,
  response: ConvertDraftToProposalResponse,
  errors: [
    'not-found',
    'proposal.draft-converted',
    'proposal.draft-without-recipients',
    'proposal.draft-without-lines',
  ],
  example: { body: { areaInfo, draftId }, response: { proposals: [proposalSummary] } },
});

export const getProposals = defineEndpoint({
  operationId: 'getProposals',
  method: 'POST',
  path: '/api/Proposal/GetProposals',
  access,
  tags,
  summary: "The caller's proposals (a manager: every one), newest first",
  description:
    'search: part of the name, the customer number or name (case-insensitive); status: only that status ' +
    `(as read: a Sent or Viewed proposal past its validUntil reads Expired). ${paging}`,
  body: GetProposalsBody,
  response: GetProposalsResponse,
  errors: [],
  example: {
    body: { areaInfo, pageSize: 20, pageNr: 1, status: 'Sent' },
    response: { proposals: [proposalSummary], pageNr: 1, pageSize: 20, pageCount: 1, totalCount: 1 },
  },
});

export const getProposal = defineEndpoint({
  operationId: 'getProposal',
  method: 'POST',
  path: '/api/Proposal/GetProposal',
  access,
  tags,
  summary: 'One proposal with its recipients, lines and the events timeline (oldest first)',
  description: '404 not-found: no such proposal of the caller.',
  body: ProposalIdBody,
  response: GetProposalResponse,
  errors: ['not-found'],
  example: { body: { areaInfo, id: proposalId }, response: { proposal } },
});

export const updateProposal = defineEndpoint({
  operationId: 'updateProposal',
  method: 'PUT',
  path: '/api/Proposal/UpdateProposal',
  access,
  tags,
  summary: 'Change a proposal’s status (ADR 47’s transitions) and/or notes',
  description:
    'Statuses: Sent → Viewed | Accepted | Declined | Expired; Viewed → Accepted | Declined | Expired; ' +
    'Accepted, Declined and Expired are final. The same status again changes nothing. Any other change: 409 ' +
    'proposal.status-transition naming both statuses. Answers the proposal. 404 not-found.',
  body: UpdateProposalBody,
  response: GetProposalResponse,
  errors: ['not-found', 'proposal.status-transition'],
  example: { body: { areaInfo, proposal: { id: proposalId, status: 'Declined' } }, response: { proposal } },
});

export const deleteProposal = defineEndpoint({
  operationId: 'deleteProposal',
  method: 'DELETE',
  path: '/api/Proposal/DeleteProposal',
  access,
  tags,
  summary: 'Delete a proposal (its customer no longer sees it); 404 not-found',
  body: ProposalIdBody,
  response: DeleteProposalResponse,
  errors: ['not-found'],
  example: { body: { areaInfo, id: proposalId }, response: { id: proposalId } },
});

const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportProposalAsExcel = defineEndpoint({
  operationId: 'exportProposalAsExcel',
  method: 'GET',
  path: '/api/Proposal/ExportProposalAsExcel',
  access,
  tags,
  summary: 'One proposal as an .xlsx download',
  description:
    "A header row in the Area's language, then one row per line: item number, name, colour code, colour, " +
    'size, quantity, the customer’s net unit price and line price, RRP, currency. Text that starts with = + - ' +
    "@, a tab or CR is written with a leading ' so no spreadsheet runs it. Id is required (spec §5). 404 " +
    'not-found: no such proposal of the caller.',
  query: ExportProposalQuery,
  response: z.any().meta({
    description: 'The proposal as an .xlsx workbook',
    content: { [xlsxContentType]: { schema: { type: 'string', format: 'binary' } } },
  }),
  errors: ['not-found', 'area-not-found'],
  responseKind: 'binary',
  example: { query: { Area: 'b2b', Id: proposalId } },
});

export const searchProposalRecipients = defineEndpoint({
  operationId: 'searchProposalRecipients',
  method: 'POST',
  path: '/api/Proposal/SearchProposalRecipients',
  access,
  tags,
  summary: 'The users a draft may be sent to: active users of the caller’s customers (a manager: all)',
  description:
    'search: part of the user’s name or username, or the customer’s number or name (case-insensitive). ' +
    `Ordered by customer, then name. ${paging}`,
  body: SearchProposalRecipientsBody,
  response: SearchProposalRecipientsResponse,
  errors: [],
  example: {
    body: { areaInfo, search: 'nordlys' },
    response: { users: [recipient], pageNr: 1, pageSize: 20, pageCount: 1, totalCount: 1 },
  },
});

export const getLatestProposalEvents = defineEndpoint({
  operationId: 'getLatestProposalEvents',
  method: 'POST',
  path: '/api/Proposal/GetLatestProposalEvents',
  access,
  tags,
  summary:
    "The latest events (Created, Opened, AddedToCart, Deleted) of the caller's proposals, newest first",
  description:
    `count: how many (default 10, at most ${proposalLimits.pageSize}). A manager sees every sales person's. ` +
    'For the sales dashboard; each event names its proposal and customer.',
  body: GetLatestProposalEventsBody,
  response: GetLatestProposalEventsResponse,
  errors: [],
  example: {
    body: { areaInfo, count: 10 },
    response: {
      events: [
        {
          event: 'Opened',
          userId: 'u-dealer-dk',
          userName: 'Mette Jensen',
          at: '2026-11-21T08:12:00.000Z',
          proposalId,
          proposalName: 'AW27 highlights',
          customerNumber: 'C10001',
          customerName: 'Nordlys Børn ApS',
        },
      ],
    },
  },
});
