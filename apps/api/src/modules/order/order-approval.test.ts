import { endpoints } from '@shop/contracts/endpoints';
import { uiTexts } from '@shop/ui-texts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { createErpDouble } from '../../test-support/erp-double.ts';
import {
  createOrder,
  onHand,
  orderStatus,
  readyCart,
  runJobs,
  stockedVariant,
  type Variant,
} from '../../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';

const erp = createErpDouble({ kind: 'fail', message: 'prices are not asked here' });
const shared = useSharedTestApp({ erp: { kind: 'provided', erp } });
const later = () => new Date(Date.now() + 60 * 60_000);

/** Sessions of C10001's users by scope, and of another customer's (C30001) Release user. */
const sessions = {} as Record<'None' | 'Shipping' | 'Release' | 'All' | 'otherRelease' | 'manager', string>;
let variant: Variant;

beforeAll(async () => {
  const { app } = shared;
  sessions.None = await loginAs(app, 'dealer.none@nordlys.demo');
  sessions.Shipping = await loginAs(app, 'dealer.shipping@nordlys.demo');
  sessions.Release = await loginAs(app, 'dealer.release@nordlys.demo');
  sessions.All = await loginAs(app, 'dealer@nordlys.demo');
  sessions.otherRelease = await loginAs(app, 'shop.uk.release@nordlys.demo');
  sessions.manager = await loginAs(app, 'manager@nordlys.demo');
  variant = await stockedVariant(app, 100_000);
});

beforeEach(() => {
  erp.setSalesOrderBehaviour({ kind: 'accept' });
  erp.salesOrderCalls.length = 0;
});

/** The None user's Stock basket of 200 pieces sent for approval; answers the order number. */
async function sentForApproval(app: FastifyInstance): Promise<string> {
  const { cartId } = await readyCart(app, sessions.None, { lines: [{ variant, quantity: 200 }] });
  const response = await createOrder(app, sessions.None, cartId, {
    paymentMethod: 'account',
    email: undefined,
    approval: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ next: 'receipt', order: { status: 'PendingApproval' } });
  return response.json().order.orderId as string;
}

const decide = (app: FastifyInstance, decision: 'approve' | 'reject', token: string, orderId: string) =>
  callApiUnchecked(
    app,
    decision === 'approve' ? endpoints.customerCenter.approveOrder : endpoints.customerCenter.rejectOrder,
    { body: { orderId } },
    { token },
  );

const mailsAbout = (app: FastifyInstance, orderId: string) =>
  app.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      inArray(mailOutbox.subject, [
        uiTexts.da['order-approval-mail.request.subject'].replace('{orderId}', orderId),
        uiTexts.en['order-approval-mail.approved.subject'].replace('{orderId}', orderId),
        uiTexts.en['order-approval-mail.rejected.subject'].replace('{orderId}', orderId),
      ]),
    );

const transferJobs = (app: FastifyInstance, orderId: string) =>
  app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, 'erp-transfer'), eq(jobs.key, orderId)));

const auditOf = (app: FastifyInstance, orderId: string) =>
  app.db
    .select({
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      customerNumber: auditLog.customerNumber,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderId)));

describe('sending an order for approval (ADR 81)', () => {
  it('still refuses a None user a plain order, and an approval request by card', async () => {
    const { app } = shared;
    const { cartId } = await readyCart(app, sessions.None, { lines: [{ variant, quantity: 200 }] });
    const plain = await createOrder(app, sessions.None, cartId, {
      paymentMethod: 'account',
      email: undefined,
    });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().errorCode).toBe('permission-scope.release-required');
    const byCard = await createOrder(app, sessions.None, cartId, { paymentMethod: 'card', approval: true });
    expect(byCard.statusCode).toBe(400);
    expect(byCard.json()).toMatchObject({ errorCode: 'payment-method-not-allowed' });
    expect(byCard.json().message).toContain('on account');
  });

  it('makes a PendingApproval order that is not transferred, and mails the colleagues who may release it', async () => {
    const { app } = shared;
    const orderId = await sentForApproval(app);
    expect(await transferJobs(app, orderId)).toEqual([]);
    await runJobs(app, later());
    expect(await orderStatus(app, orderId)).toBe('PendingApproval');
    expect(erp.salesOrderCalls).toEqual([]);

    // Release and All of C10001, in the customer's language (Danish), with the link to the order.
    const mails = await mailsAbout(app, orderId);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'dealer.release@nordlys.demo',
      'dealer@nordlys.demo',
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('Anna Holm har sendt ordre');
      expect(mail.text).toContain(`/da/kundecenter/ordrer/${orderId}`);
    }
    const read = await callApiUnchecked(
      app,
      endpoints.customerCenter.getOrder,
      { body: { orderId } },
      { token: sessions.Release },
    );
    expect(read.json().order.approval).toMatchObject({
      requestedByName: 'Anna Holm',
      decision: null,
      decidedByName: null,
    });
    expect((await auditOf(app, orderId)).map((entry) => entry.action)).toEqual(['order.request-approval']);
  });
});

describe('deciding an order sent for approval', () => {
  it('approves once, even when approved twice at the same moment, and transfers it once', async () => {
    const { app } = shared;
    const orderId = await sentForApproval(app);
    const answers = await Promise.all([
      decide(app, 'approve', sessions.Release, orderId),
      decide(app, 'approve', sessions.Release, orderId),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().changed).sort()).toEqual([false, true]);
    expect(answers.every((answer) => answer.json().status === 'PendingTransfer')).toBe(true);

    await runJobs(app, later());
    expect(await orderStatus(app, orderId)).toBe('Transferred');
    const again = await decide(app, 'approve', sessions.All, orderId);
    expect(again.json()).toEqual({ orderId, status: 'Transferred', changed: false });
    await runJobs(app, later());
    expect(erp.salesOrderCalls.filter((call) => call.externalOrderNo === orderId)).toHaveLength(1);
    expect(await transferJobs(app, orderId)).toHaveLength(1);

    const rejected = await decide(app, 'reject', sessions.Release, orderId);
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json()).toMatchObject({ errorCode: 'order-transition-not-allowed' });
    expect(rejected.json().message).toContain('approved already');

    const toRequester = (await mailsAbout(app, orderId)).filter(
      (mail) => mail.to === 'dealer.none@nordlys.demo',
    );
    expect(toRequester).toHaveLength(1);
    expect(toRequester[0]?.text).toContain('Søren Dahl has approved your order');
    const audit = await auditOf(app, orderId);
    expect(audit.filter((entry) => entry.action === 'order.approve')).toEqual([
      { action: 'order.approve', actorUserId: 'u-dealer-dk-release', customerNumber: 'C10001' },
    ]);
    const read = await callApiUnchecked(
      app,
      endpoints.customerCenter.getOrder,
      { body: { orderId } },
      { token: sessions.All },
    );
    expect(read.json().order.approval).toMatchObject({ decision: 'Approved', decidedByName: 'Søren Dahl' });
  });

  it('rejects: the order is not placed, its stock goes back, the requester is told', async () => {
    const { app } = shared;
    const before = await onHand(app, variant.variantId);
    const orderId = await sentForApproval(app);
    expect(await onHand(app, variant.variantId)).toBe(before - 200);
    const answer = await decide(app, 'reject', sessions.All, orderId);
    expect(answer.json()).toEqual({ orderId, status: 'Rejected', changed: true });
    expect(await onHand(app, variant.variantId)).toBe(before);
    expect((await decide(app, 'reject', sessions.Release, orderId)).json().changed).toBe(false);
    expect((await decide(app, 'approve', sessions.Release, orderId)).statusCode).toBe(409);
    await runJobs(app, later());
    expect(erp.salesOrderCalls).toEqual([]);
    const toRequester = (await mailsAbout(app, orderId)).filter(
      (mail) => mail.to === 'dealer.none@nordlys.demo',
    );
    expect(toRequester.map((mail) => mail.subject)).toEqual([`Order ${orderId} is rejected`]);
    expect((await auditOf(app, orderId)).map((entry) => entry.action)).toContain('order.reject');
  });

  it("answers another customer's user as for a missing order, and refuses scopes that may not release", async () => {
    const { app } = shared;
    const orderId = await sentForApproval(app);
    for (const decision of ['approve', 'reject'] as const) {
      const other = await decide(app, decision, sessions.otherRelease, orderId);
      expect(other.statusCode).toBe(404);
      const missing = await decide(app, decision, sessions.Release, 'SO999999');
      expect(other.body).toBe(missing.body);
      for (const scope of ['None', 'Shipping'] as const) {
        const refused = await decide(app, decision, sessions[scope], orderId);
        expect(refused.statusCode, scope).toBe(403);
        expect(refused.json().errorCode).toBe('permission-scope.release-required');
      }
    }
    expect(await orderStatus(app, orderId)).toBe('PendingApproval');
    const invalid = await callApiUnchecked(
      app,
      endpoints.customerCenter.approveOrder,
      { body: { orderId: '' } },
      { token: sessions.Release },
    );
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses to decide an order that was never sent for approval', async () => {
    const { app } = shared;
    const { cartId } = await readyCart(app, sessions.All, { lines: [{ variant, quantity: 200 }] });
    const placed = await createOrder(app, sessions.All, cartId, { paymentMethod: 'account' });
    const orderId = placed.json().order.orderId as string;
    const answer = await decide(app, 'approve', sessions.Release, orderId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain('was not sent for approval');
  });
});

describe('staff releasing or refusing an order sent for approval in the back office', () => {
  const staffMove = (app: FastifyInstance, orderId: string, status: 'PendingTransfer' | 'Rejected') =>
    callApiUnchecked(
      app,
      endpoints.backofficeOrders.updateOrderState,
      { body: { orderId, status, reason: 'Checked by phone' } },
      { token: sessions.manager },
    );
  const confirmationsOf = (app: FastifyInstance, orderId: string) =>
    app.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Order confirmation ${orderId}`));
  const trailOf = async (app: FastifyInstance, orderId: string) => {
    const answer = await callApiUnchecked(
      app,
      endpoints.backofficeOrders.getOrder,
      { body: { orderId } },
      { token: sessions.manager },
    );
    return answer.json().transferHistory as { toStatus: string; reason: string; actor: string | null }[];
  };

  it('release: transferred, confirmed, the requester told who approved it, audited as an approval', async () => {
    const { app } = shared;
    const orderId = await sentForApproval(app);
    const moved = await staffMove(app, orderId, 'PendingTransfer');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      from: 'PendingApproval',
      to: 'PendingTransfer',
      transferQueued: true,
    });

    const toRequester = (await mailsAbout(app, orderId)).filter(
      (mail) => mail.to === 'dealer.none@nordlys.demo',
    );
    expect(toRequester.map((mail) => mail.subject)).toEqual([`Order ${orderId} is approved`]);
    expect(await confirmationsOf(app, orderId)).toHaveLength(1);
    const audit = await auditOf(app, orderId);
    expect(audit.filter((entry) => entry.action !== 'order.request-approval')).toEqual([
      { action: 'order.approve', actorUserId: 'u-manager', customerNumber: 'C10001' },
    ]);
    expect((await trailOf(app, orderId)).at(-1)).toMatchObject({
      toStatus: 'PendingTransfer',
      reason: 'approved in the back office: Checked by phone',
    });
    const read = await callApiUnchecked(
      app,
      endpoints.customerCenter.getOrder,
      { body: { orderId } },
      { token: sessions.Release },
    );
    expect(read.json().order.approval).toMatchObject({ decision: 'Approved' });
    expect(read.json().order.approval.decidedByName).toBeTruthy();

    await runJobs(app, later());
    expect(await orderStatus(app, orderId)).toBe('Transferred');
    expect(erp.salesOrderCalls.filter((call) => call.externalOrderNo === orderId)).toHaveLength(1);
  });

  it('refusal: stock back, no confirmation, the requester told, audited as a rejection', async () => {
    const { app } = shared;
    const before = await onHand(app, variant.variantId);
    const orderId = await sentForApproval(app);
    const moved = await staffMove(app, orderId, 'Rejected');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await onHand(app, variant.variantId)).toBe(before);
    const toRequester = (await mailsAbout(app, orderId)).filter(
      (mail) => mail.to === 'dealer.none@nordlys.demo',
    );
    expect(toRequester.map((mail) => mail.subject)).toEqual([`Order ${orderId} is rejected`]);
    expect(await confirmationsOf(app, orderId)).toEqual([]);
    expect((await auditOf(app, orderId)).map((entry) => entry.action)).toEqual([
      'order.request-approval',
      'order.reject',
    ]);
    expect((await trailOf(app, orderId)).at(-1)).toMatchObject({
      toStatus: 'Rejected',
      reason: 'rejected in the back office: Checked by phone',
    });
    // The customer's approver now meets the decision staff made, as after a colleague's.
    expect((await decide(app, 'reject', sessions.Release, orderId)).json().changed).toBe(false);
    expect((await decide(app, 'approve', sessions.Release, orderId)).statusCode).toBe(409);
  });
});
