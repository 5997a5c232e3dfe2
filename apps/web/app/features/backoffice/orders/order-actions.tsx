import type { BackofficeOrderDetail, OrderTransferStatus } from '@shop/contracts';
import { useCallback, useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { finalMoves, type OrderActionResult } from './order-search.ts';

/** What the last form answered, as a message for the staff user. */
function ActionMessage({
  result,
  intent,
}: {
  result: OrderActionResult | undefined;
  intent: 'state' | 'receipt';
}) {
  const t = useT();
  if (!result || result.intent !== intent) return null;
  if (result.intent === 'state') {
    if (result.status === 'confirm') return null;
    return result.status === 'moved' ? (
      <output className="alert alert-success d-block">
        {t('backoffice.order.state-done', {
          from: t(`backoffice.orders.status.${result.from}`),
          to: t(`backoffice.orders.status.${result.to}`),
        })}
      </output>
    ) : (
      <div className="alert alert-danger" role="alert">
        {t('backoffice.order.state-refused', { message: result.message })}
      </div>
    );
  }
  if (result.status === 'sent') {
    return (
      <output className="alert alert-success d-block">
        {t('backoffice.order.receipt.done', { email: result.sentTo })}
      </output>
    );
  }
  return (
    <div className="alert alert-danger" role="alert">
      {result.status === 'invalid'
        ? t('backoffice.order.receipt.invalid')
        : t('backoffice.order.receipt.failed', { message: result.message })}
    </div>
  );
}

/**
 * A final move asked for: what it does and that it cannot be undone, with the move's own confirm button (which
 * posts it again with `confirmed=yes`) and a way back that changes nothing. Focus lands on it.
 */
function ConfirmFinalMove({
  orderId,
  to,
  reason,
}: {
  orderId: string;
  to: OrderTransferStatus;
  reason: string;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const focus = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  const status = t(`backoffice.orders.status.${to}`);
  return (
    <div className="alert alert-warning" role="alert" tabIndex={-1} ref={focus}>
      <p>{t('backoffice.order.confirm-final', { id: orderId, status })}</p>
      <Form method="post" className="d-flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="state" />
        <input type="hidden" name="status" value={to} />
        <input type="hidden" name="reason" value={reason} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {t('backoffice.order.confirm-final.yes', { status })}
        </button>
        <Link to="." className="btn btn-outline-secondary" replace>
          {t('backoffice.order.confirm-final.no')}
        </Link>
      </Form>
    </div>
  );
}

/**
 * Change status (only the moves staff may make now, ADR 49), "Retry transfer" for a failed transfer, and the
 * receipt copy. Plain forms posted to the page's action: they work without JavaScript too.
 */
export function OrderActions({
  detail,
  result,
}: {
  detail: BackofficeOrderDetail;
  result?: OrderActionResult;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const stateHeading = useId();
  const receiptHeading = useId();
  const { order, nextStatuses } = detail;
  const receiptInvalid = result?.intent === 'receipt' && result.status !== 'sent';
  return (
    <div className="row g-4 backoffice-order__actions">
      <section className="col-12 col-lg-6" aria-labelledby={stateHeading}>
        <h2 id={stateHeading} className="h5">
          {t('backoffice.order.state')}
        </h2>
        <ActionMessage result={result} intent="state" />
        {result?.intent === 'state' && result.status === 'confirm' ? (
          <ConfirmFinalMove orderId={order.orderId} to={result.to} reason={result.reason} />
        ) : null}
        {order.status === 'ErrorInTransfer' ? (
          <Form method="post" className="mb-3">
            <input type="hidden" name="intent" value="state" />
            <input type="hidden" name="status" value="PendingTransfer" />
            <p>{t('backoffice.order.retry-hint')}</p>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('backoffice.order.retry')}
            </button>
          </Form>
        ) : null}
        {nextStatuses.length === 0 ? (
          <p>
            {finalMoves.has(order.status)
              ? t('backoffice.order.state.final', { status: t(`backoffice.orders.status.${order.status}`) })
              : t('backoffice.order.state.none')}
          </p>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="state" />
            <div className="mb-2">
              <label htmlFor="bo-next-status" className="form-label">
                {t('backoffice.order.state.label')}
              </label>
              <select id="bo-next-status" name="status" className="form-select" required>
                {nextStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`backoffice.orders.status.${status}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="mb-2">
              <label htmlFor="bo-state-reason" className="form-label">
                {t('backoffice.order.state.reason')}
              </label>
              <input
                id="bo-state-reason"
                name="reason"
                type="text"
                className="form-control"
                maxLength={500}
              />
            </div>
            <button type="submit" className="btn btn-outline-primary" disabled={busy}>
              {t('backoffice.order.state.submit')}
            </button>
          </Form>
        )}
      </section>
      <section className="col-12 col-lg-6" aria-labelledby={receiptHeading}>
        <h2 id={receiptHeading} className="h5">
          {t('backoffice.order.receipt')}
        </h2>
        <ActionMessage result={result} intent="receipt" />
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="receipt" />
          <div className="mb-2">
            <label htmlFor="bo-receipt-email" className="form-label">
              {t('backoffice.order.receipt.email')}
            </label>
            <input
              id="bo-receipt-email"
              name="email"
              type="email"
              className={`form-control${receiptInvalid ? ' is-invalid' : ''}`}
              maxLength={254}
              autoComplete="off"
              aria-invalid={receiptInvalid || undefined}
              aria-describedby="bo-receipt-hint"
              defaultValue={result?.intent === 'receipt' && result.status !== 'sent' ? result.email : ''}
            />
            <div id="bo-receipt-hint" className="form-text">
              {order.email
                ? t('backoffice.order.receipt.hint', { email: order.email })
                : t('backoffice.order.receipt.hint-no-email')}
            </div>
          </div>
          <button type="submit" className="btn btn-outline-primary" disabled={busy}>
            {t('backoffice.order.receipt.submit')}
          </button>
        </Form>
      </section>
    </div>
  );
}
