import type { FeedApiKey } from '@shop/contracts';
import { Form, useNavigation } from 'react-router';
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
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="caption-top">
          {translateCount(t, language, 'backoffice.feeds.caption', keys.length)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.feeds.table.name')}</th>
            <th scope="col">{t('backoffice.feeds.table.prefix')}</th>
            <th scope="col">{t('backoffice.feeds.table.created')}</th>
            <th scope="col">{t('backoffice.feeds.table.last-used')}</th>
            <th scope="col">{t('backoffice.feeds.table.status')}</th>
            <th scope="col">{t('backoffice.feeds.table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">{key.name}</th>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>
                {when(key.createdAt)}
                {key.createdBy ? (
                  <div className="small text-body-secondary">
                    {t('backoffice.feeds.by', { name: key.createdBy })}
                  </div>
                ) : null}
              </td>
              <td>{key.lastUsedAt ? when(key.lastUsedAt) : t('backoffice.feeds.never-used')}</td>
              <td>
                {key.revokedAt ? (
                  <span className="badge text-bg-secondary">
                    {t('backoffice.feeds.revoked-at', { date: when(key.revokedAt) })}
                  </span>
                ) : (
                  <span className="badge text-bg-success">{t('backoffice.feeds.active')}</span>
                )}
              </td>
              <td>{key.revokedAt ? null : <RevokeButton apiKey={key} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
