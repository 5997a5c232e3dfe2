import { useEffect, useId, useRef } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { type FeedKeysActionData, type FeedKeysLoaderData, feedKeyNameMax } from './feed-keys-data.ts';
import { FeedKeysTable } from './feed-keys-table.tsx';
import { NewKeyNotice } from './new-key-notice.tsx';

/** The confirmation a revocation waits for; it takes the focus. */
function ConfirmRevoke({ id, name }: { id: string; name: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="alert alert-warning" role="alert">
      <p>{t('backoffice.feeds.confirm', { name })}</p>
      <Form method="post" className="d-flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="name" value={name} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="btn btn-danger btn-sm">
          {t('backoffice.feeds.confirm.yes')}
        </button>
        <Link to={pathname} className="btn btn-outline-secondary btn-sm" replace>
          {t('backoffice.feeds.confirm.cancel')}
        </Link>
      </Form>
    </div>
  );
}

function Notice({ result }: { result: FeedKeysActionData | undefined }) {
  const t = useT();
  if (!result) return null;
  if (result.intent === 'create') {
    if (result.status === 'done')
      return <NewKeyNotice key={result.prefix} name={result.name} secret={result.secret} />;
    return result.formError ? (
      <div className="alert alert-danger" role="alert">
        {t(result.formError)}
      </div>
    ) : null;
  }
  if (result.status === 'confirm') return <ConfirmRevoke key={result.id} id={result.id} name={result.name} />;
  if (result.status === 'done') {
    return (
      <output className="alert alert-success d-block">
        {t('backoffice.feeds.revoked', { name: result.name })}
      </output>
    );
  }
  return (
    <div className="alert alert-danger" role="alert">
      {t(result.formError)}
    </div>
  );
}

/** The create form: a name the key is known by, and what it is for (the feeds, or the ERP: ADR 87). */
function CreateForm({ result }: { result: FeedKeysActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const fieldId = useId();
  const errorId = useId();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create';
  const failed = result?.intent === 'create' && result.status === 'failed' ? result : null;
  return (
    <Form method="post" className="card card-body mb-4" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`} className="h5">
        {t('backoffice.feeds.create.title')}
      </h2>
      <input type="hidden" name="intent" value="create" />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('backoffice.feeds.create.kind')}</legend>
        {(['feed', 'erp'] as const).map((kind) => (
          <div className="form-check" key={kind}>
            <input
              className="form-check-input"
              type="radio"
              name="kind"
              id={`${fieldId}-${kind}`}
              value={kind}
              defaultChecked={kind === 'feed'}
            />
            <label className="form-check-label" htmlFor={`${fieldId}-${kind}`}>
              {t(kind === 'erp' ? 'backoffice.feeds.kind.erp' : 'backoffice.feeds.kind.feed')}
            </label>
          </div>
        ))}
      </fieldset>
      <label htmlFor={fieldId} className="form-label">
        {t('backoffice.feeds.create.name')}
      </label>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div className="flex-grow-1">
          <input
            id={fieldId}
            name="name"
            className={`form-control${failed?.fieldError ? ' is-invalid' : ''}`}
            maxLength={feedKeyNameMax}
            required
            autoComplete="off"
            defaultValue={failed?.name ?? ''}
            key={result?.intent === 'create' && result.status === 'done' ? result.prefix : 'form'}
            aria-describedby={failed?.fieldError ? errorId : `${fieldId}-hint`}
            aria-invalid={failed?.fieldError ? true : undefined}
          />
          {failed?.fieldError ? (
            <div id={errorId} className="invalid-feedback">
              {t(failed.fieldError, { max: feedKeyNameMax })}
            </div>
          ) : (
            <div id={`${fieldId}-hint`} className="form-text">
              {t('backoffice.feeds.create.hint')}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
          {t('backoffice.feeds.create.submit')}
        </button>
      </div>
    </Form>
  );
}

/**
 * /backoffice/feed-keys (ADR 51): the API keys the DAM (Kontainer) and the PIM (Perfion) read the feeds with.
 * Staff create a key (shown once, with a copy button) and revoke one after a confirmation.
 */
export function FeedKeysPage({
  loaded,
  result,
}: {
  loaded: FeedKeysLoaderData;
  result: FeedKeysActionData | undefined;
}) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <BackofficeLayout
      current="backofficeFeedKeys"
      title={t('backoffice.feeds.title')}
      intro={t('backoffice.feeds.intro')}
    >
      <Notice result={result} />
      <CreateForm result={result} />
      {loaded.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('backoffice.feeds.load-error')}</p>
          <Link to={pathname} className="btn btn-outline-danger btn-sm" replace>
            {t('backoffice.feeds.retry')}
          </Link>
        </div>
      ) : (
        <FeedKeysTable keys={loaded.keys} />
      )}
      <h2 className="h5 mt-4">{t('backoffice.feeds.usage.title')}</h2>
      <p>{t('backoffice.feeds.usage.header')}</p>
      <ul>
        <li>
          <code>GET /api/admin/feed/kontainer/products?take&amp;skip&amp;newerThan&amp;after</code>
        </li>
        <li>
          <code>
            GET /api/admin/PerfionFeed/GetEntries?areaId&amp;contentType&amp;skip&amp;take&amp;newerThan
          </code>
        </li>
        <li>
          <code>GET /api/admin/PerfionFeed/GetEntriesById?AreaId&amp;ContentType&amp;Id&amp;Sources</code>
        </li>
        <li>
          <code>POST /api/admin/PerfionFeed/GetEntriesBySearch</code>
        </li>
      </ul>
    </BackofficeLayout>
  );
}
