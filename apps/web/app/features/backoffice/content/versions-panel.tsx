import { useId } from 'react';
import { Form } from 'react-router';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { localeForLanguage } from '../../../lib/money.ts';
import { shopTimeZone } from '../../customer-center/use-document-format.ts';
import { addressParam, type OpenDocument } from './documents-data.ts';

/** A document's versions, newest first; each older one can be restored (it becomes the newest). */
export function VersionsPanel({ open }: { open: OpenDocument }) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  // Danish time, as every back-office screen shows a moment (the same on the server and in the browser).
  const format = new Intl.DateTimeFormat(localeForLanguage(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: shopTimeZone,
  });
  const current = open.document?.version ?? null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h5">
        {t('backoffice.documents.versions.title')}
      </h2>
      {open.versions.length === 0 ? (
        <p>{t('backoffice.documents.versions.none')}</p>
      ) : (
        <ListTable
          caption={t('backoffice.documents.versions.caption')}
          columns={[
            { header: t('backoffice.documents.versions.version'), cell: (version) => version.version },
            {
              header: t('backoffice.documents.versions.saved'),
              cell: (version) => format.format(new Date(version.savedAt)),
            },
            {
              header: t('backoffice.documents.versions.by'),
              cell: (version) => version.savedBy ?? t('backoffice.documents.versions.shipped'),
            },
            {
              header: t('backoffice.documents.versions.action'),
              cell: (version) =>
                version.body === null ? (
                  t('backoffice.documents.versions.deleted')
                ) : version.version === current ? (
                  t('backoffice.documents.versions.current')
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="document" value={addressParam(open.address)} />
                    <input type="hidden" name="version" value={version.version} />
                    <button type="submit" className="btn btn-outline-primary btn-sm">
                      {t('backoffice.documents.versions.restore', { version: version.version })}
                    </button>
                  </Form>
                ),
            },
          ]}
          rows={open.versions}
          rowKey={(version) => String(version.version)}
          className="table-sm align-middle"
        />
      )}
    </section>
  );
}
