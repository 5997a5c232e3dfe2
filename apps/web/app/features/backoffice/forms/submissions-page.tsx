import type { FormSubmissionDetail } from '@shop/contracts';
import { Fragment } from 'react';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { SubmissionRow } from './backoffice-forms.server.ts';
import { ReceivedDetail } from './received-detail.tsx';
import { ReceivedListPage } from './received-list-page.tsx';
import { submissionValue } from './submission-value.ts';

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

/** The language a submission was sent in, by its name in the page's language; an unknown code as it is. */
function languageName(t: ReturnType<typeof useT>, code: string): string {
  return code === 'da' || code === 'en' ? t(`backoffice.forms.language.${code}`) : code;
}

/**
 * One submission: the form by its heading and each field by its label in the page's language (from the form's
 * definition; the field's name where the form no longer defines it), values readable (ADR 80).
 */
function SubmissionDetail({ detail }: { detail: FormSubmissionDetail & { received: string } }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ReceivedDetail
      id="submission-detail"
      title={t('backoffice.forms.detail', { number: detail.submissionId })}
      facts={[
        [t('backoffice.forms.column.received'), detail.received],
        [t('backoffice.forms.column.form'), detail.formTitle ?? detail.formKey],
        [t('backoffice.forms.language'), languageName(t, detail.languageCode)],
        [t('backoffice.forms.column.mailed-to'), detail.mailedTo],
      ]}
    >
      <h3 className="h5">{t('backoffice.forms.fields')}</h3>
      <dl className="row">
        {detail.fields.map((field) => (
          <Fragment key={field.name}>
            <dt className="col-sm-4">{field.label ?? field.name}</dt>
            <dd className="col-sm-8 text-break" data-field={field.name}>
              {submissionValue(field, t, language)}
            </dd>
          </Fragment>
        ))}
      </dl>
    </ReceivedDetail>
  );
}
