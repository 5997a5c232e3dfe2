import { localizePath, personalDataLimits } from '@shop/contracts';
import { type ReactNode, useCallback } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type { DeletionDecisionResult, ShownDetail } from './deletion-requests.server.ts';
import { DeletionStatus } from './deletion-requests-page.tsx';

function BackToList() {
  const t = useT();
  const language = useLanguage();
  return (
    <p className="mb-2">
      <Link to={localizePath('backofficeDeletionRequests', language)}>
        <span aria-hidden="true">← </span>
        {t('backoffice.deletion.back')}
      </Link>
    </p>
  );
}

/** The question before the erasure: what it does, that it cannot be undone. Focus lands on it. */
function ConfirmCarryOut({ detail }: { detail: ShownDetail }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const { pathname } = useLocation();
  const focus = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  return (
    <div className="alert alert-warning" role="alert" tabIndex={-1} ref={focus}>
      <p>
        {t('backoffice.deletion.confirm-carry-out', { name: detail.user.name, email: detail.user.email })}
      </p>
      <Form method="post" className="d-flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="carry-out" />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {t('backoffice.deletion.confirm-carry-out.yes')}
        </button>
        <Link to={pathname} className="btn btn-outline-secondary" replace>
          {t('backoffice.deletion.confirm.no')}
        </Link>
      </Form>
    </div>
  );
}

function DecisionMessage({ result }: { result: DeletionDecisionResult }) {
  const t = useT();
  switch (result.outcome) {
    case 'confirm':
      return null;
    case 'done':
      return (
        <output className="alert alert-success d-block">
          {t('backoffice.deletion.done', { number: result.requestId })}
        </output>
      );
    case 'rejected':
      return (
        <output className="alert alert-info d-block">
          {t('backoffice.deletion.rejected-notice', { number: result.requestId })}
        </output>
      );
    case 'already-decided':
      return (
        <div className="alert alert-warning" role="alert">
          {t('backoffice.deletion.already-decided')}
        </div>
      );
    case 'reason-missing':
      return null;
    case 'invalid':
      return (
        <div className="alert alert-danger" role="alert">
          {t('backoffice.deletion.action-failed', { message: result.message })}
        </div>
      );
  }
}

/** Carry out (asks first) or reject with a reason; only for an open request. */
function Decision({ detail, result }: { detail: ShownDetail; result: DeletionDecisionResult | undefined }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const reasonMissing = result?.outcome === 'reason-missing';
  return (
    <div className="row g-4 mt-1">
      <div className="col-lg-6">
        {result?.outcome === 'confirm' ? (
          <ConfirmCarryOut detail={detail} />
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="carry-out" />
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {t('backoffice.deletion.carry-out')}
            </button>
          </Form>
        )}
      </div>
      <div className="col-lg-6">
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="reject" />
          <div className="mb-2">
            <label htmlFor="rejection-reason" className="form-label">
              {t('backoffice.deletion.reject-reason')}
            </label>
            <textarea
              id="rejection-reason"
              name="reason"
              className={`form-control${reasonMissing ? ' is-invalid' : ''}`}
              rows={3}
              required
              maxLength={personalDataLimits.reasonLength}
              aria-invalid={reasonMissing || undefined}
              aria-describedby={`rejection-reason-hint${reasonMissing ? ' rejection-reason-error' : ''}`}
            />
            <div id="rejection-reason-hint" className="form-text">
              {t('backoffice.deletion.reject-reason-hint')}
            </div>
            {reasonMissing ? (
              <div id="rejection-reason-error" className="invalid-feedback d-block">
                {t('backoffice.deletion.reject-reason-missing')}
              </div>
            ) : null}
          </div>
          <button type="submit" className="btn btn-outline-secondary" disabled={busy}>
            {t('backoffice.deletion.reject')}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** /backoffice/deletion-requests/:id: the request, its user, and the decision (ADR 83). */
export function DeletionRequestPage({ detail }: { detail: ShownDetail }) {
  const t = useT();
  const language = useLanguage();
  const result = useActionData<DeletionDecisionResult>();
  const { user } = detail;
  const rows: Array<[string, ReactNode]> = [
    [t('backoffice.deletion.fact.status'), <DeletionStatus key="status" status={detail.status} />],
    [t('backoffice.deletion.fact.user'), user.name],
    [
      t('backoffice.deletion.fact.email'),
      <span key="email" className="text-break">
        {user.email}
      </span>,
    ],
    [
      t('backoffice.deletion.fact.customer'),
      user.customerNumber ? `${user.customerNumber}${user.customerName ? ` ${user.customerName}` : ''}` : '–',
    ],
    [
      t('backoffice.deletion.fact.requested'),
      <time key="requested" dateTime={detail.requestedAt}>
        {detail.requested}
      </time>,
    ],
    [t('backoffice.deletion.fact.reason'), detail.reason ?? t('backoffice.deletion.fact.no-reason')],
    [t('backoffice.deletion.fact.orders'), String(detail.ordersPlaced)],
  ];
  if (detail.decided) {
    rows.push([
      t('backoffice.deletion.fact.decided'),
      t('backoffice.deletion.decided-by', { when: detail.decided, name: detail.decidedBy?.name ?? '–' }),
    ]);
  }
  if (detail.rejectionReason)
    rows.push([t('backoffice.deletion.fact.rejection-reason'), detail.rejectionReason]);
  return (
    <BackofficeLayout
      current="backofficeDeletionRequests"
      title={t('backoffice.deletion.detail', { number: detail.requestId })}
      before={<BackToList />}
    >
      {result ? <DecisionMessage result={result} /> : null}
      <dl className="row mb-3">
        {rows.map(([label, value]) => (
          <div key={label} className="col-12 d-sm-flex border-bottom py-2">
            <dt className="col-sm-4 fw-semibold">{label}</dt>
            <dd className="col-sm-8 mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {detail.status === 'open' ? (
        <>
          {detail.ordersPlaced > 0 ? (
            <p>{translateCount(t, language, 'backoffice.deletion.orders-kept', detail.ordersPlaced)}</p>
          ) : null}
          {detail.onlyAllUser ? (
            <p className="alert alert-warning">
              {t('backoffice.deletion.only-all-user', {
                name: user.name,
                customer: user.customerName ?? user.customerNumber ?? '',
              })}
            </p>
          ) : null}
          <Decision detail={detail} result={result} />
        </>
      ) : null}
    </BackofficeLayout>
  );
}
