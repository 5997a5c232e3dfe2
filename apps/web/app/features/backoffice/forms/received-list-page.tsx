import { lastPageWithItems } from '@shop/commerce';
import type { RouteName } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ListEmpty } from '../../../components/ui/list-empty.tsx';
import { ListFilters } from '../../../components/ui/list-filters.tsx';
import { type ListColumn, ListTable } from '../../../components/ui/list-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';

/** One column of the list after the number: its header and what a row shows in it. */
export type ReceivedColumn<Row> = ListColumn<Row>;

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
  const emptyTexts =
    texts === 'backoffice.applications' ? 'list-kit.empty.applications' : 'list-kit.empty.submissions';
  const linkTo = (id: string) => {
    const params = new URLSearchParams(search);
    params.set('id', id);
    return `${pathname}?${params}`;
  };
  return (
    <BackofficeLayout current={current} title={t(`${texts}.title`)} intro={t(`${texts}.intro`)}>
      <ListFilters
        id={filter.id}
        // The landmark is named by the list, not by its one field, which has that label.
        label={t(`${texts}.title`)}
        fields={[
          {
            kind: 'select',
            name: filter.name,
            label: t(`${texts}.filter`),
            value: filter.value ?? '',
            options: [{ value: '', label: t(`${texts}.all`) }, ...filter.options],
          },
        ]}
        submitLabel={t('backoffice.forms.apply')}
        resetLabel={t('list-kit.clear')}
      />
      <p>{translateCount(t, language, `${texts}.count`, itemsTotal)}</p>
      {rows.length === 0 ? (
        <ListEmpty
          filtered={Boolean(filter.value)}
          pastTheEnd={itemsTotal > 0}
          texts={{ none: t(`${emptyTexts}.none`), noMatch: t(`${emptyTexts}.no-match`) }}
        />
      ) : (
        <>
          <ListTable
            caption={t(`${texts}.title`)}
            columns={[
              {
                header: t(`${texts}.column.number`),
                cell: (row) => (
                  <Link to={linkTo(idOf(row))} aria-label={t(`${texts}.open`, { number: idOf(row) })}>
                    {idOf(row)}
                  </Link>
                ),
              },
              { header: t(`${texts}.column.received`), cell: (row) => row.received },
              ...columns,
            ]}
            rows={rows}
            rowKey={idOf}
            stackBelow="lg"
            className="align-middle"
          />
          <Pager page={page} pageCount={lastPageWithItems(itemsTotal, pageSize)} drop={['id']} />
        </>
      )}
      {missing ? <p role="alert">{t(`${texts}.not-found`)}</p> : null}
      {detail}
    </BackofficeLayout>
  );
}
