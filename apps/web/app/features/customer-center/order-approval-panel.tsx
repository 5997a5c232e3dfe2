import { type CustomerOrder, erasedUserName, scopeAllows } from '@shop/contracts';
import { useCallback, useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { OrderApprovalActionData } from './order-approval-action.server.ts';
import { useDocumentFormat } from './use-document-format.ts';

/** An erased user's tombstone name (ADR 83) in the page's language; other names as they are. */
const shownUserName = (t: TranslateFunction, name: string) =>
  name === erasedUserName ? t('personal-data.deleted-user') : name;

/** Reject asked for: what it means, the confirm button (posts `confirmed=yes`) and a way back. Focus lands here. */
function ConfirmReject({ orderId }: { orderId: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const focus = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  return (
    <div className="alert alert-warning" role="alert" tabIndex={-1} ref={focus}>
      <p>{t('customer-center.approval.confirm-reject', { id: orderId })}</p>
      <Form method="post" className="d-flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {t('customer-center.approval.confirm-reject.yes')}
        </button>
        <Link to="." className="btn btn-outline-secondary" replace>
          {t('customer-center.approval.confirm-reject.no')}
        </Link>
      </Form>
    </div>
  );
}

/**
 * An order sent for approval (ADR 81): who asked and when, who decided; while it waits, "Approve" and "Reject"
 * for a user whose scope may place orders (Release, All), else who will decide. Plain forms posted to the
 * page's action: they work without JavaScript too.
 */
export function OrderApprovalPanel({
  order,
  outcome,
}: {
  order: CustomerOrder;
  outcome: OrderApprovalActionData | undefined;
}) {
  const t = useT();
  const format = useDocumentFormat();
  const heading = useId();
  const user = useRootData()?.user ?? null;
  const busy = useNavigation().state === 'submitting';
  const approval = order.approval;
  if (!approval) return null;
  const waiting = order.status === 'PendingApproval';
  const mayDecide = user !== null && scopeAllows(user.permissionScope, 'checkout');
  const nameOf = (name: string | null) =>
    name ? shownUserName(t, name) : t('customer-center.approval.someone');
  return (
    <section className="document-section order-approval" aria-labelledby={heading}>
      <h2 id={heading} className="document-section__title">
        {waiting ? t('customer-center.approval.waiting') : t('customer-center.approval.title')}
      </h2>
      <p>
        {t('customer-center.approval.requested', {
          name: nameOf(approval.requestedByName),
          date: format.date(approval.requestedAt),
        })}
        {approval.decision && approval.decidedAt ? (
          <>
            {' '}
            {t(
              approval.decision === 'Approved'
                ? 'customer-center.approval.approved'
                : 'customer-center.approval.rejected',
              { name: nameOf(approval.decidedByName), date: format.date(approval.decidedAt) },
            )}
          </>
        ) : null}
      </p>
      {outcome?.status === 'decided' ? (
        <output className="alert alert-success d-block">
          {outcome.decision === 'approve'
            ? t('customer-center.approval.done-approved')
            : t('customer-center.approval.done-rejected')}
        </output>
      ) : null}
      {outcome?.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          {t('customer-center.approval.failed')}
        </div>
      ) : null}
      {waiting && outcome?.status === 'confirm' ? <ConfirmReject orderId={order.orderId} /> : null}
      {waiting && mayDecide && outcome?.status !== 'confirm' ? (
        <>
          <p>{t('customer-center.approval.may-decide')}</p>
          <div className="d-flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="approve" />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('customer-center.approval.approve')}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="reject" />
              <button type="submit" className="btn btn-outline-danger" disabled={busy}>
                {t('customer-center.approval.reject')}
              </button>
            </Form>
          </div>
        </>
      ) : null}
      {waiting && !mayDecide ? <p>{t('customer-center.approval.ask-colleague')}</p> : null}
    </section>
  );
}
