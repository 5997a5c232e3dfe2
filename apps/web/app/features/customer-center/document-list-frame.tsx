import { shopFrontPath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Pager } from '../../components/ui/pager.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { localizeHref } from '../../lib/i18n/localize-href.ts';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { DocumentFilters } from './list-filters.tsx';
import { ListFrameBody } from './list-frame-body.tsx';
import { isFiltered, type ListQuery, type ListResult, listQueryString } from './list-query.ts';

/** The texts that differ per list (keys): what the search looks in, what "nothing yet" says. */
export type ListTexts = { searchHint: TextKey; emptyTitle: TextKey; emptyText: TextKey };

/** Everything around a customer-center list's table: the filters above the shared list body ("nothing yet" → go shopping). */
export function DocumentListFrame<Row>({
  query,
  result,
  texts,
  children,
}: {
  query: ListQuery;
  result: ListResult<Row>;
  texts: ListTexts;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <div className="document-list">
      {result.status === 'forbidden' ? null : (
        <DocumentFilters query={query} searchHintKey={texts.searchHint} />
      )}
      <ListFrameBody
        result={result}
        filtered={isFiltered(query)}
        firstPageHref={`${pathname}${listQueryString(query, { page: 1 })}`}
        empty={{
          title: t(texts.emptyTitle),
          text: t(texts.emptyText),
          actions: (
            <Link to={localizeHref(shopFrontPath, language)} className="btn btn-primary">
              {t('customer-center.list.go-shopping')}
            </Link>
          ),
        }}
        pager={({ pageCount, totalCount }) => (
          <Pager
            page={query.page}
            pageCount={pageCount}
            summary={translateCount(t, language, 'list-kit.found', totalCount)}
          />
        )}
      >
        {children}
      </ListFrameBody>
    </div>
  );
}
