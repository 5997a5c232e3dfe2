import { z } from 'zod';
import { CheckoutOrderType } from './cart-header.ts';
import { AreaInfo, CurrencyCode } from './common.ts';
import { lineQuantity } from './line-quantity.ts';
import { KnownCurrencyCode, requiredId } from './price.ts';
import { RefusedReorderLine, ReorderCart, ReorderedLine } from './reorder.ts';
import { RequestId } from './request-id.ts';

/**
 * Sales proposals (issue 18; spec customer-center §3 "Proposal", "Proposal draft", §4, §7 "Sales proposals" and
 * the customer-center proposal calls; docs/decisions/0047-proposals.md). A sales person builds a draft (a name,
 * a currency, the draft's own Preorder and Stock carts, recipients by username, notes), edits its carts in the
 * shop through a session with the `proposal` role, and converts it: one proposal per recipient customer, its
 * lines frozen with the customer's own net prices at that moment. The dealer opens it in the customer center
 * and adds it to their carts (which price the lines again). Amounts are integer minor units.
 */

export const proposalLimits = {
  /** The largest page a list answers; a larger pageSize is served as this. */
  pageSize: 100,
  /** The page size when the body names none. */
  defaultPageSize: 20,
  nameLength: 100,
  notesLength: 2000,
  searchLength: 100,
  /** Recipients (users) one draft may name. */
  recipients: 50,
} as const;

/**
 * A proposal's status (the spec shows none; ADR 47): Sent when converted; Viewed once a recipient opens it;
 * Accepted when a recipient adds it to the cart (or the sales person says so); Declined by the sales person;
 * Expired once its validUntil day has passed while Sent or Viewed (read so, and settable by the sales person).
 * Accepted, Declined and Expired are final.
 */
export const proposalStatuses = ['Sent', 'Viewed', 'Accepted', 'Declined', 'Expired'] as const;
export const ProposalStatus = z.enum(proposalStatuses, {
  error: (issue) =>
    `Unknown status ${JSON.stringify(issue.input)}; expected one of ${proposalStatuses.join(', ')}`,
});
export type ProposalStatus = z.infer<typeof ProposalStatus>;

/** Which status may follow which (one table, enforced by the API in one place; ADR 47). */
export const proposalTransitions: Readonly<Record<ProposalStatus, readonly ProposalStatus[]>> = {
  Sent: ['Viewed', 'Accepted', 'Declined', 'Expired'],
  Viewed: ['Accepted', 'Declined', 'Expired'],
  Accepted: [],
  Declined: [],
  Expired: [],
};

/** A status nothing may follow: setting it by hand is asked for first (issue 31 item 6). */
export const isFinalProposalStatus = (status: ProposalStatus) => proposalTransitions[status].length === 0;

/**
 * Spec §3 enumeration "Proposal draft event", recorded per recipient user; and a status the sales side set by
 * hand (issue 31: a decline shows on the timeline), recorded with the sales user who set it.
 */
export const proposalEvents = [
  'Created',
  'Opened',
  'AddedToCart',
  'Deleted',
  'MarkedViewed',
  'MarkedAccepted',
  'MarkedDeclined',
  'MarkedExpired',
] as const;
export const ProposalEventKind = z.enum(proposalEvents);
export type ProposalEventKind = z.infer<typeof ProposalEventKind>;

const pageField = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 1` })
    .int(`${name} must be a whole number from 1`)
    .min(1, `${name} must be a whole number from 1`)
    .max(1_000_000, `${name} is too large`);

const searchField = z
  .string({ error: 'search must be a string' })
  .trim()
  .max(proposalLimits.searchLength, `search is longer than ${proposalLimits.searchLength} characters`)
  .optional();

const nameField = z
  .string({ error: (issue) => (issue.input === undefined ? 'name is required' : 'name must be a string') })
  .trim()
  .min(1, 'name is required')
  .max(proposalLimits.nameLength, `name is longer than ${proposalLimits.nameLength} characters`);

const notesField = z
  .string({ error: 'notes must be a string' })
  .max(proposalLimits.notesLength, `notes are longer than ${proposalLimits.notesLength} characters`);

/** A calendar day of the shop (Europe/Copenhagen), `YYYY-MM-DD`. */
const dayField = z
  .string({ error: 'validUntil must be a date, YYYY-MM-DD' })
  .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
    message: 'validUntil must be a date, YYYY-MM-DD',
    abort: true,
  })
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { message: 'validUntil is not a day of the calendar' },
  );

/** Paging and search of the lists: pageSize and pageNr optional here (default 20 and 1). */
const ListOptions = z.object({
  pageSize: pageField('pageSize').optional(),
  pageNr: pageField('pageNr').optional(),
  search: searchField,
});

const pageAnswer = {
  pageNr: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
};

// ---------------------------------------------------------------------------------------------------------
// Drafts

/** A line of one of the draft's carts (what the sales person put in while editing the draft in the shop). */
export const ProposalDraftLine = z.object({
  productId: z.string(),
  variantId: z.string(),
  unitId: z.string(),
  productNumber: z.string(),
  name: z.string(),
  colorCode: z.string(),
  colorName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
});
export type ProposalDraftLine = z.infer<typeof ProposalDraftLine>;

/** One of the draft's carts (spec §3: `extraInfo.draftId` on each). */
export const ProposalDraftCart = z.object({
  id: z.string(),
  orderType: CheckoutOrderType,
  lineCount: z.number().int(),
  quantity: z.number().int(),
  extraInfo: z.object({ draftId: z.string() }),
  lines: z.array(ProposalDraftLine),
});
export type ProposalDraftCart = z.infer<typeof ProposalDraftCart>;

/** A recipient of a draft or proposal: a user of one of the sales person's customers. */
export const ProposalRecipient = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
});
export type ProposalRecipient = z.infer<typeof ProposalRecipient>;

export const ProposalDraftSummary = z.object({
  id: z.string(),
  name: z.string(),
  currencyCode: CurrencyCode,
  /** The sales person who made it (its owner). */
  ownerUserId: z.string(),
  ownerName: z.string(),
  recipientCount: z.number().int(),
  lineCount: z.number().int(),
  quantity: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProposalDraftSummary = z.infer<typeof ProposalDraftSummary>;

export const ProposalDraft = ProposalDraftSummary.extend({
  notes: z.string(),
  /** The last day the proposals made from it are valid; null: no end. */
  validUntil: z.string().nullable(),
  /** Spec §3: recipients by username (with who they are). */
  recipients: z.array(ProposalRecipient),
  carts: z.array(ProposalDraftCart),
});
export type ProposalDraft = z.infer<typeof ProposalDraft>;

export const CreateProposalDraftBody = z.object({
  area: AreaInfo,
  currencyCode: KnownCurrencyCode,
  name: nameField,
});
export type CreateProposalDraftBody = z.infer<typeof CreateProposalDraftBody>;
export const CreateProposalDraftResponse = z.object({ id: z.string() });
export type CreateProposalDraftResponse = z.infer<typeof CreateProposalDraftResponse>;

export const GetProposalDraftsBody = ListOptions.extend({ areaInfo: AreaInfo });
export type GetProposalDraftsBody = z.infer<typeof GetProposalDraftsBody>;
export const GetProposalDraftsResponse = z.object({ drafts: z.array(ProposalDraftSummary), ...pageAnswer });
export type GetProposalDraftsResponse = z.infer<typeof GetProposalDraftsResponse>;

export const ProposalIdBody = z.object({ areaInfo: AreaInfo, id: requiredId('id', 64) });
export type ProposalIdBody = z.infer<typeof ProposalIdBody>;

export const GetProposalDraftResponse = z.object({ draft: ProposalDraft });
export type GetProposalDraftResponse = z.infer<typeof GetProposalDraftResponse>;

/** What UpdateProposalDraft changes: each field left out stays as it is. */
export const ProposalDraftUpdate = z.object({
  id: requiredId('draft.id', 64),
  name: nameField.optional(),
  currencyCode: KnownCurrencyCode.optional(),
  /** Spec §3: recipients by username; the whole list (replaces the draft's). */
  recipients: z
    .array(requiredId('recipient', 200), { error: 'recipients must be a list of usernames' })
    .max(proposalLimits.recipients, `at most ${proposalLimits.recipients} recipients`)
    .optional(),
  notes: notesField.optional(),
  validUntil: dayField.nullable().optional(),
});
export type ProposalDraftUpdate = z.infer<typeof ProposalDraftUpdate>;

export const UpdateProposalDraftBody = z.object({ areaInfo: AreaInfo, draft: ProposalDraftUpdate });
export type UpdateProposalDraftBody = z.infer<typeof UpdateProposalDraftBody>;

export const DeleteProposalDraftResponse = z.object({ id: z.string() });
export type DeleteProposalDraftResponse = z.infer<typeof DeleteProposalDraftResponse>;

export const GetProposalUserBody = z.object({
  areaInfo: AreaInfo,
  draftId: requiredId('draftId', 64),
  currencyCode: KnownCurrencyCode,
});
export type GetProposalUserBody = z.infer<typeof GetProposalUserBody>;

/** A bearer token for a session editing the draft (the `proposal` role): the shop's carts are the draft's. */
export const GetProposalUserResponse = z.object({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  /** When the token stops working (ISO 8601), as the login's token. */
  expiresAt: z.string(),
  draftId: z.string(),
});
export type GetProposalUserResponse = z.infer<typeof GetProposalUserResponse>;

export const ConvertDraftToProposalBody = z.object({
  areaInfo: AreaInfo,
  draftId: requiredId('draftId', 64),
});
export type ConvertDraftToProposalBody = z.infer<typeof ConvertDraftToProposalBody>;

// ---------------------------------------------------------------------------------------------------------
// Proposals

/**
 * A frozen line: the product as the draft held it, and the recipient customer's prices at conversion (net
 * unit price without VAT in the proposal's currency, the recommended retail price in the customer's RRP
 * currency; null when the product had no price for them). The dealer's cart prices the line again.
 */
export const ProposalLine = z.object({
  lineNo: z.number().int(),
  productId: z.string(),
  variantId: z.string(),
  unitId: z.string(),
  productNumber: z.string(),
  name: z.string(),
  colorCode: z.string(),
  colorName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** The draft cart the line came from. */
  orderType: CheckoutOrderType,
  netUnitPrice: z.number().int().nullable(),
  netLinePrice: z.number().int().nullable(),
  rrpUnitPrice: z.number().int().nullable(),
});
export type ProposalLine = z.infer<typeof ProposalLine>;

export const ProposalEvent = z.object({
  event: ProposalEventKind,
  /** The recipient user the event is about (Deleted by the sales side: null); a Marked… event: who set it. */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
});
export type ProposalEvent = z.infer<typeof ProposalEvent>;

export const ProposalSummary = z.object({
  id: z.string(),
  name: z.string(),
  status: ProposalStatus,
  customerNumber: z.string(),
  customerName: z.string(),
  currencyCode: CurrencyCode,
  rrpCurrencyCode: CurrencyCode,
  salesPersonName: z.string(),
  recipientCount: z.number().int(),
  lineCount: z.number().int(),
  quantity: z.number().int(),
  /** Sum of the lines' net prices (lines without a price count nothing). */
  netTotal: z.number().int(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProposalSummary = z.infer<typeof ProposalSummary>;

/** A proposal as the sales side reads it: with notes, recipients, lines and the events timeline. */
export const Proposal = ProposalSummary.extend({
  draftId: z.string(),
  notes: z.string(),
  recipients: z.array(ProposalRecipient),
  lines: z.array(ProposalLine),
  events: z.array(ProposalEvent),
});
export type Proposal = z.infer<typeof Proposal>;

export const ConvertDraftToProposalResponse = z.object({ proposals: z.array(ProposalSummary) });
export type ConvertDraftToProposalResponse = z.infer<typeof ConvertDraftToProposalResponse>;

export const GetProposalsBody = ListOptions.extend({
  areaInfo: AreaInfo,
  status: ProposalStatus.optional(),
});
export type GetProposalsBody = z.infer<typeof GetProposalsBody>;
export const GetProposalsResponse = z.object({ proposals: z.array(ProposalSummary), ...pageAnswer });
export type GetProposalsResponse = z.infer<typeof GetProposalsResponse>;

export const GetProposalResponse = z.object({ proposal: Proposal });
export type GetProposalResponse = z.infer<typeof GetProposalResponse>;

/** What UpdateProposal changes: a new status (ADR 47's transitions) and/or the notes. */
export const ProposalUpdate = z.object({
  id: requiredId('proposal.id', 64),
  status: ProposalStatus.optional(),
  notes: notesField.optional(),
});
export type ProposalUpdate = z.infer<typeof ProposalUpdate>;
export const UpdateProposalBody = z.object({ areaInfo: AreaInfo, proposal: ProposalUpdate });
export type UpdateProposalBody = z.infer<typeof UpdateProposalBody>;

export const DeleteProposalResponse = z.object({ id: z.string() });
export type DeleteProposalResponse = z.infer<typeof DeleteProposalResponse>;

/** `?Area&Id` of ExportProposalAsExcel (spec §5: Id required). */
export const ExportProposalQuery = z.object({
  Area: requiredId('Area', 64),
  Id: requiredId('Id', 64),
});
export type ExportProposalQuery = z.infer<typeof ExportProposalQuery>;

/** Search among the users a draft may be sent to (the users of the sales person's customers). */
export const SearchProposalRecipientsBody = ListOptions.extend({ areaInfo: AreaInfo });
export type SearchProposalRecipientsBody = z.infer<typeof SearchProposalRecipientsBody>;
export const SearchProposalRecipientsResponse = z.object({
  users: z.array(ProposalRecipient),
  ...pageAnswer,
});
export type SearchProposalRecipientsResponse = z.infer<typeof SearchProposalRecipientsResponse>;

/** The latest events across the caller's proposals (the sales dashboard), newest first. */
export const GetLatestProposalEventsBody = z.object({
  areaInfo: AreaInfo,
  count: z
    .number({ error: 'count must be a whole number from 1' })
    .int('count must be a whole number from 1')
    .min(1, 'count must be a whole number from 1')
    .max(proposalLimits.pageSize, `count is at most ${proposalLimits.pageSize}`)
    .optional(),
});
export type GetLatestProposalEventsBody = z.infer<typeof GetLatestProposalEventsBody>;
export const LatestProposalEvent = ProposalEvent.extend({
  proposalId: z.string(),
  proposalName: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
});
export type LatestProposalEvent = z.infer<typeof LatestProposalEvent>;
export const GetLatestProposalEventsResponse = z.object({ events: z.array(LatestProposalEvent) });
export type GetLatestProposalEventsResponse = z.infer<typeof GetLatestProposalEventsResponse>;

// ---------------------------------------------------------------------------------------------------------
// The customer's side (customer center)

/** A proposal as its customer reads it: no events timeline; notes are the sales person's message. */
export const CustomerProposal = ProposalSummary.extend({
  notes: z.string(),
  lines: z.array(ProposalLine),
});
export type CustomerProposal = z.infer<typeof CustomerProposal>;

export const CustomerGetProposalsBody = ListOptions.extend({
  areaInfo: AreaInfo,
  status: ProposalStatus.optional(),
});
export type CustomerGetProposalsBody = z.infer<typeof CustomerGetProposalsBody>;
export const CustomerGetProposalsResponse = GetProposalsResponse;
export type CustomerGetProposalsResponse = GetProposalsResponse;

export const CustomerGetProposalResponse = z.object({ proposal: CustomerProposal });
export type CustomerGetProposalResponse = z.infer<typeof CustomerGetProposalResponse>;

/** Quantities the dealer changed before adding (per lineNo; 0 leaves the line out). */
export const ProposalQuantity = z.object({
  lineNo: z.number({ error: 'lineNo must be a whole number' }).int('lineNo must be a whole number').min(1),
  quantity: lineQuantity('quantity', { removable: true }),
});
export type ProposalQuantity = z.infer<typeof ProposalQuantity>;

export const AddProposalToCartBody = z.object({
  area: AreaInfo,
  id: requiredId('id', 64),
  quantities: z.array(ProposalQuantity).max(1000, 'at most 1000 quantities').optional(),
  requestId: RequestId.optional(),
});
export type AddProposalToCartBody = z.infer<typeof AddProposalToCartBody>;

/**
 * AddProposalToCart's answer, in Order again's words (ADR 43): the carts changed, the lines added (each into
 * the cart kind its colour's rules pick today) and the lines not added with the reason (product-not-sold…).
 * `orderedQuantity` is the quantity asked for (the proposal's, or the dealer's change).
 */
export const AddProposalToCartResponse = z.object({
  proposalId: z.string(),
  carts: z.array(ReorderCart),
  added: z.array(ReorderedLine),
  notAdded: z.array(RefusedReorderLine),
});
export type AddProposalToCartResponse = z.infer<typeof AddProposalToCartResponse>;
