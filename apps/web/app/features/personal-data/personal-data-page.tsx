import { personalDataLimits } from '@shop/contracts';
import { useCallback } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { CardSection } from '../../components/ui/card-section.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { DeletionAskResult, PersonalDataLoaded, ShownRequest } from './personal-data.server.ts';

/** The question before the request is sent: what it means, with the reason carried along. Focus lands on it. */
function ConfirmDeletion({ email, reason }: { email: string; reason: string }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const location = useLocation();
  const focus = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  return (
    <div className="alert alert-warning" role="alert" tabIndex={-1} ref={focus}>
      <p>{t('personal-data.delete.confirm', { email })}</p>
      <Form method="post" className="d-flex flex-wrap gap-2">
        <input type="hidden" name="reason" value={reason} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {t('personal-data.delete.confirm-yes')}
        </button>
        <Link to={location.pathname} className="btn btn-outline-secondary" replace>
          {t('personal-data.delete.confirm-no')}
        </Link>
      </Form>
    </div>
  );
}

/** The form asking for deletion, with an optional reason (kept when the API refused it). */
function AskForm({ reason }: { reason: string }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post">
      <div className="mb-3">
        <label htmlFor="deletion-reason" className="form-label">
          {t('personal-data.delete.reason')}
        </label>
        <textarea
          id="deletion-reason"
          name="reason"
          className="form-control"
          rows={3}
          maxLength={personalDataLimits.reasonLength}
          defaultValue={reason}
          aria-describedby="deletion-reason-hint"
        />
        <div id="deletion-reason-hint" className="form-text">
          {t('personal-data.delete.reason-hint')}
        </div>
      </div>
      <button type="submit" className="btn btn-outline-danger" disabled={busy}>
        {t('personal-data.delete.button')}
      </button>
    </Form>
  );
}

/** What the last ask answered, as a message (the question is shown on its own). */
function AskMessage({ result, email }: { result: DeletionAskResult; email: string }) {
  const t = useT();
  switch (result.outcome) {
    case 'confirm':
      return null;
    case 'sent':
      return (
        <output className="alert alert-success d-block">
          {t('personal-data.delete.sent', { date: result.requestedOn, email })}
        </output>
      );
    case 'already-open':
      return null;
    case 'invalid':
      return (
        <div className="alert alert-danger" role="alert">
          {t('personal-data.delete.invalid', { message: result.message })}
        </div>
      );
    case 'failed':
      return (
        <div className="alert alert-danger" role="alert">
          {t('personal-data.delete.failed')}
        </div>
      );
  }
}

function DeletionSection({
  email,
  request,
  statusFailed,
}: {
  email: string;
  request: ShownRequest | null;
  statusFailed: boolean;
}) {
  const t = useT();
  const result = useActionData<DeletionAskResult>();
  const open = request?.status === 'open';
  const reason = result && 'reason' in result ? result.reason : '';
  return (
    <CardSection id="personal-data-delete" title={t('personal-data.delete.title')}>
      <p>{t('personal-data.delete.text')}</p>
      {statusFailed ? (
        <div className="alert alert-warning" role="alert">
          {t('personal-data.status.failed')}
        </div>
      ) : null}
      {result ? <AskMessage result={result} email={email} /> : null}
      {open && result?.outcome !== 'sent' ? (
        <p className="alert alert-info mb-0" data-request-status="open">
          {t('personal-data.delete.already-open', { date: request.requestedOn })}
        </p>
      ) : null}
      {request?.status === 'rejected' && !result ? (
        <p className="alert alert-warning" data-request-status="rejected">
          {t('personal-data.delete.rejected', {
            date: request.requestedOn,
            reason: request.rejectionReason ?? '',
          })}
        </p>
      ) : null}
      {result?.outcome === 'confirm' ? (
        <ConfirmDeletion email={email} reason={result.reason} />
      ) : open || result?.outcome === 'sent' ? null : (
        <AskForm reason={reason} />
      )}
    </CardSection>
  );
}

/** /customer-center/personal-data: download the user's own data, ask for its deletion (ADR 83). */
export function PersonalDataContent({ loaded }: { loaded: PersonalDataLoaded }) {
  const t = useT();
  if (loaded.status === 'impersonating') {
    return <p className="alert alert-info">{t('personal-data.impersonating')}</p>;
  }
  return (
    <div className="row">
      <div className="col-xl-8">
        <p>{t('personal-data.intro')}</p>
        <CardSection id="personal-data-download" title={t('personal-data.download.title')}>
          <p>{t('personal-data.download.text')}</p>
          <a href={loaded.downloadHref} className="btn btn-primary" download>
            {t('personal-data.download.button')}
          </a>
        </CardSection>
        <DeletionSection
          email={loaded.email}
          request={loaded.status === 'ok' ? loaded.request : null}
          statusFailed={loaded.status === 'failed'}
        />
      </div>
    </div>
  );
}
