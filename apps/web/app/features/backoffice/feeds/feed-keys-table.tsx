import type { FeedApiKey } from '@shop/contracts';
import { Form, useNavigation } from 'react-router';
import { type ListColumn, ListTable } from '../../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { formatInstant } from '../../company-users/format-instant.ts';

function RevokeButton({ apiKey }: { apiKey: FeedApiKey }) {
  const t = useT();
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'revoke' &&
    navigation.formData?.get('id') === apiKey.id;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="id" value={apiKey.id} />
      <input type="hidden" name="name" value={apiKey.name} />
      <button
        type="submit"
        className="btn btn-sm btn-outline-danger"
        disabled={busy}
        aria-label={t('backoffice.feeds.revoke-named', { name: apiKey.name })}
      >
        {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        {t('backoffice.feeds.revoke')}
      </button>
    </Form>
  );
}

/** The keys, newest first: name, prefix, created (and by whom), last used, status, and revoke. */
export function FeedKeysTable({ keys }: { keys: FeedApiKey[] }) {
  const t = useT();
  const language = useLanguage();
  const when = (instant: string) => formatInstant(instant, language);
  if (keys.length === 0) return <p>{t('backoffice.feeds.none')}</p>;
  const columns: ListColumn<FeedApiKey>[] = [
    { header: t('backoffice.feeds.table.name'), cell: (key) => key.name },
    { header: t('backoffice.feeds.table.prefix'), cell: (key) => <code>{key.prefix}…</code> },
    {
      header: t('backoffice.feeds.table.kind'),
      cell: (key) =>
        t(
          key.scopes.includes('erp') ? 'backoffice.feeds.kind-short.erp' : 'backoffice.feeds.kind-short.feed',
        ),
    },
    {
      header: t('backoffice.feeds.table.created'),
      cell: (key) => (
        <>
          {when(key.createdAt)}
          {key.createdBy ? (
            <div className="small text-body-secondary">
              {t('backoffice.feeds.by', { name: key.createdBy })}
            </div>
          ) : null}
        </>
      ),
    },
    {
      header: t('backoffice.feeds.table.last-used'),
      cell: (key) => (key.lastUsedAt ? when(key.lastUsedAt) : t('backoffice.feeds.never-used')),
    },
    {
      header: t('backoffice.feeds.table.status'),
      cell: (key) =>
        key.revokedAt ? (
          <span className="badge text-bg-secondary">
            {t('backoffice.feeds.revoked-at', { date: when(key.revokedAt) })}
          </span>
        ) : (
          <span className="badge text-bg-success">{t('backoffice.feeds.active')}</span>
        ),
    },
    {
      header: t('backoffice.feeds.table.actions'),
      cell: (key) => (key.revokedAt ? null : <RevokeButton apiKey={key} />),
    },
  ];
  return (
    <ListTable
      caption={translateCount(t, language, 'backoffice.feeds.caption', keys.length)}
      captionVisible
      columns={columns}
      rows={keys}
      rowKey={(key) => key.id}
      stackBelow="lg"
      className="align-middle"
    />
  );
}
