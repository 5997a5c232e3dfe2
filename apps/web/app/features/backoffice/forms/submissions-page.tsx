import type { FormSubmissionDetail } from '@shop/contracts';
import { Fragment } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { SubmissionRow } from './backoffice-forms.server.ts';
import { ReceivedDetail } from './received-detail.tsx';
import { ReceivedListPage } from './received-list-page.tsx';

type Props = {
  formKey: string | null;
  formKeys: string[];
  page: number;
  items: SubmissionRow[];
  itemsTotal: number;
  detail: (FormSubmissionDetail & { received: string }) | 'missing' | null;
  pageSize: number;
};

/** Form submissions (ADR 53): a filter by form, the list newest first, and one submission's fields. */
export function SubmissionsPage({ formKey, formKeys, page, items, itemsTotal, detail, pageSize }: Props) {
  const t = useT();
  return (
    <ReceivedListPage
      current="backofficeForms"
      texts="backoffice.forms"
      filter={{
        id: 'submissions-form',
        name: 'form',
        value: formKey,
        options: formKeys.map((key) => ({ value: key, label: key })),
      }}
      rows={items}
      idOf={(item) => item.submissionId}
      columns={[
        { header: t('backoffice.forms.column.form'), cell: (item) => item.formKey },
        { header: t('backoffice.forms.column.email'), cell: (item) => item.email ?? '–' },
        { header: t('backoffice.forms.column.mailed-to'), cell: (item) => item.mailedTo },
      ]}
      page={page}
      itemsTotal={itemsTotal}
      pageSize={pageSize}
      missing={detail === 'missing'}
      detail={
        detail && detail !== 'missing' ? <SubmissionDetail key={detail.submissionId} detail={detail} /> : null
      }
    />
  );
}

function SubmissionDetail({ detail }: { detail: FormSubmissionDetail & { received: string } }) {
  const t = useT();
  return (
    <ReceivedDetail
      id="submission-detail"
      title={t('backoffice.forms.detail', { number: detail.submissionId })}
      facts={[
        [t('backoffice.forms.column.received'), detail.received],
        [t('backoffice.forms.column.form'), detail.formKey],
        [t('backoffice.forms.language'), detail.languageCode],
        [t('backoffice.forms.column.mailed-to'), detail.mailedTo],
      ]}
    >
      <h3 className="h5">{t('backoffice.forms.fields')}</h3>
      <dl className="row">
        {detail.fields.map((field) => (
          <Fragment key={field.name}>
            <dt className="col-sm-4">{field.name}</dt>
            <dd className="col-sm-8 text-break" data-field={field.name}>
              {field.value}
            </dd>
          </Fragment>
        ))}
      </dl>
    </ReceivedDetail>
  );
}
