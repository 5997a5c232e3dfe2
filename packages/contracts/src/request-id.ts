import { z } from 'zod';

/**
 * The request id of a call that adds lines to the carts: AddProposalToCart, ReorderOrder, Cart/QuickOrder and
 * Cart/AddGridLines (the trade-show page's sends, ADR 91)
 * (issue 31 item 10). A UUID the client makes once per form as it is shown and sends with every try of that one
 * request (a double click, a resubmitted form, a retry after a lost answer); a repeat of an id the acting
 * customer already used for the same call and body adds nothing and answers the first call's answer again.
 * A new id adds again (a deliberate second "Order again"). Optional: a call without one adds on every call, as
 * before. The same id with another call or body is 409 cart-request-reused. Ids are kept for the retention
 * period (`RETENTION_DAYS`).
 */
export const RequestId = z.uuid({
  error: (issue) =>
    issue.input === undefined
      ? 'requestId is required'
      : 'requestId must be a UUID (such as 3b241101-e2bb-4255-8caf-4136c566a962)',
});

/** What the definitions' descriptions say about `requestId` (the API docs). */
export const requestIdDescription =
  'requestId (optional, a UUID the client makes once per form): a repeat with the same requestId adds nothing ' +
  'and answers the first call’s answer again (so a double click, a resubmitted form or a retry adds once); ' +
  'another requestId adds again; the same requestId with another body is 409 cart-request-reused. ';
