import type { ReactNode } from 'react';
import { ListEmpty } from '../../components/ui/list-empty.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { ListResult } from './list-query.ts';

/**
 * The part of a list below its filters, shared by the customer center's and the proposals' lists (ADR 44):
 * the loading flag and the failed state with a retry (`ListState`), the forbidden notice, nothing for a
 * reversed date range (the filters say what is wrong, the list was not asked), the empty states
 * (nothing yet; no match → clear the filters; a page past the last → the first page), the rows and the pager.
 */
export function ListFrameBody<Row>({
  result,
  filtered,
  firstPageHref,
  empty,
  pager,
  children,
}: {
  result: ListResult<Row>;
  /** Whether a filter is set: an empty answer then says "no match" instead of "nothing yet". */
  filtered: boolean;
  /** The list's address with the same filters on page 1. */
  firstPageHref: string;
  /** "Nothing yet": title and text (already translated) and the way on, if the list has one. */
  empty: { title: string; text: string; actions?: ReactNode };
  /** The pager under the rows, for the answer's page count and total. */
  pager: (counts: { pageCount: number; totalCount: number }) => ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useT();
  return (
    <ListState result={result}>
      {(answer) =>
        answer.status === 'forbidden' ? (
          <div className="alert alert-info" role="alert">
            {t('customer-center.list.forbidden')}
          </div>
        ) : answer.status === 'reversed-range' ? null : answer.rows.length === 0 ? (
          <ListEmpty
            filtered={filtered}
            pastTheEnd={answer.totalCount > 0}
            firstPageHref={firstPageHref}
            texts={{
              none: empty.title,
              text: empty.text,
              actions: empty.actions,
              noMatch: t('customer-center.list.no-match'),
              clear: t('customer-center.filters.clear'),
            }}
          />
        ) : (
          <>
            {children(answer.rows)}
            {pager(answer)}
          </>
        )
      }
    </ListState>
  );
}
