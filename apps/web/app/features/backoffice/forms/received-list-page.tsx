import type { RouteName } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { ListPager } from './list-pager.tsx';

/** One column of the list after the number: its header and what a row shows in it. */
export type ReceivedColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

/**
 * A back-office list of what the shop received (ADR 53: dealer applications, form submissions): one filter, the
 * count, the list newest first with each number opening its detail (`?id=`), the pager, and the open detail or
 * a "not found". Each page passes its texts under `texts` (`backoffice.applications`, `backoffice.forms`).
 */
export function ReceivedListPage<Row extends { received: string }>({
  current,
  texts,
  filter,
  rows,
  idOf,
  columns,
  page,
  itemsTotal,
  pageSize,
  missing,
  detail,
}: {
  current: RouteName;
  /** The prefix of the page's text keys (`.title`, `.filter`, `.count`, `.column.number`, `.open`, `.not-found`…). */
  texts: 'backoffice.applications' | 'backoffice.forms';
  filter: {
    id: string;
    name: string;
    value: string | null;
    options: Array<{ value: string; label: string }>;
  };
  rows: Row[];
  idOf: (row: Row) => string;
  columns: ReceivedColumn<Row>[];
  page: number;
  itemsTotal: number;
  pageSize: number;
  missing: boolean;
  detail: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const linkTo = (id: string) => {
    const params = new URLSearchParams(search);
    params.set('id', id);
    return `${pathname}?${params}`;
  };
  return (
    <BackofficeLayout current={current} title={t(`${texts}.title`)} intro={t(`${texts}.intro`)}>
      <Form method="get" className="d-flex gap-2 align-items-end mb-3">
        <div>
          <label htmlFor={filter.id} className="form-label">
            {t(`${texts}.filter`)}
          </label>
          <select id={filter.id} name={filter.name} defaultValue={filter.value ?? ''} className="form-select">
            <option value="">{t(`${texts}.all`)}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline-primary">
          {t('backoffice.forms.apply')}
        </button>
      </Form>
      <p>{translateCount(t, language, `${texts}.count`, itemsTotal)}</p>
      {rows.length === 0 ? (
        <p>{t(`${texts}.empty`)}</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t(`${texts}.column.number`)}</th>
                <th scope="col">{t(`${texts}.column.received`)}</th>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={idOf(row)}>
                  <td>
                    <Link to={linkTo(idOf(row))} aria-label={t(`${texts}.open`, { number: idOf(row) })}>
                      {idOf(row)}
                    </Link>
                  </td>
                  <td>{row.received}</td>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager page={page} total={itemsTotal} pageSize={pageSize} />
      {missing ? <p role="alert">{t(`${texts}.not-found`)}</p> : null}
      {detail}
    </BackofficeLayout>
  );
}
