import { z } from 'zod';
import { OrderTransferStatus } from './order.ts';
import { requiredId } from './price.ts';

/**
 * Orders sent for approval (ADR 81): a company user whose permission scope may not place orders checks out
 * with "Send for approval" (CreateOrderByCartId / CreateOrdersByCartIds with `approval: true`); the order
 * waits in PendingApproval until a colleague with the scope Release or All approves it (→ PendingTransfer, then
 * the ERP) or rejects it (→ Rejected).
 */

/** What the customer center shows of an order that was sent for approval; null on an order placed directly. */
export const OrderApproval = z.object({
  /** The colleague who sent it for approval (null when their account is gone). */
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  /** Null while it waits; Approved or Rejected once a colleague decided. */
  decision: z.enum(['Approved', 'Rejected']).nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type OrderApproval = z.infer<typeof OrderApproval>;

/** ApproveOrder and RejectOrder: which order of the acting customer. */
export const DecideOrderApprovalBody = z.object({ orderId: requiredId('orderId', 64) });
export type DecideOrderApprovalBody = z.infer<typeof DecideOrderApprovalBody>;

/**
 * The order's status after the call. `changed` is false when the same decision had been taken before (a
 * repeated or concurrent call): nothing was done again.
 */
export const DecideOrderApprovalResponse = z.object({
  orderId: z.string(),
  status: OrderTransferStatus,
  changed: z.boolean(),
});
export type DecideOrderApprovalResponse = z.infer<typeof DecideOrderApprovalResponse>;
