import type { FormSubmissionDetail } from '@shop/contracts';
import { Fragment, useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type { SubmissionRow } from './backoffice-forms.server.ts';
import { ListPager } from './list-pager.tsx';

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
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const linkTo = (id: string) => {
    const params = new URLSearchParams(search);
    params.set('id', id);
    return `${pathname}?${params}`;
  };
  return (
    <BackofficeLayout
      current="backofficeForms"
      title={t('backoffice.forms.title')}
      intro={t('backoffice.forms.intro')}
    >
      <Form method="get" className="d-flex gap-2 align-items-end mb-3">
        <div>
          <label htmlFor="submissions-form" className="form-label">
            {t('backoffice.forms.filter')}
          </label>
          <select id="submissions-form" name="form" defaultValue={formKey ?? ''} className="form-select">
            <option value="">{t('backoffice.forms.all')}</option>
            {formKeys.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline-primary">
          {t('backoffice.forms.apply')}
        </button>
      </Form>
      <p>{translateCount(t, language, 'backoffice.forms.count', itemsTotal)}</p>
      {items.length === 0 ? (
        <p>{t('backoffice.forms.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.forms.column.number')}</th>
                <th scope="col">{t('backoffice.forms.column.received')}</th>
                <th scope="col">{t('backoffice.forms.column.form')}</th>
                <th scope="col">{t('backoffice.forms.column.email')}</th>
                <th scope="col">{t('backoffice.forms.column.mailed-to')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.submissionId}>
                  <td>
                    <Link
                      to={linkTo(item.submissionId)}
                      aria-label={t('backoffice.forms.open', { number: item.submissionId })}
                    >
                      {item.submissionId}
                    </Link>
                  </td>
                  <td>{item.received}</td>
                  <td>{item.formKey}</td>
                  <td>{item.email ?? '–'}</td>
                  <td>{item.mailedTo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager page={page} total={itemsTotal} pageSize={pageSize} />
      {detail === 'missing' ? <p role="alert">{t('backoffice.forms.not-found')}</p> : null}
      {detail && detail !== 'missing' ? <SubmissionDetail key={detail.submissionId} detail={detail} /> : null}
    </BackofficeLayout>
  );
}

function SubmissionDetail({ detail }: { detail: FormSubmissionDetail & { received: string } }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list: the keyboard lands on the detail (keyed by id, so each one focuses once).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const rows: Array<[string, string]> = [
    [t('backoffice.forms.column.received'), detail.received],
    [t('backoffice.forms.column.form'), detail.formKey],
    [t('backoffice.forms.language'), detail.languageCode],
    [t('backoffice.forms.column.mailed-to'), detail.mailedTo],
  ];
  return (
    <section className="mt-4" aria-labelledby="submission-detail">
      <h2 id="submission-detail" ref={heading} tabIndex={-1} className="h4">
        {t('backoffice.forms.detail', { number: detail.submissionId })}
      </h2>
      <dl className="row">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-4">{label}</dt>
            <dd className="col-sm-8">{value}</dd>
          </Fragment>
        ))}
      </dl>
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
    </section>
  );
}
