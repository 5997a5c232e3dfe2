import { proposalLimits, proposalStatuses } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { type FilterField, ListFilters } from '../../components/ui/list-filters.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import type { ListTexts } from '../customer-center/document-list-frame.tsx';
import { ListFrameBody } from '../customer-center/list-frame-body.tsx';
import type { ListResult } from '../customer-center/list-query.ts';
import { isProposalListFiltered, type ProposalListQuery, proposalListQueryString } from './proposal-query.ts';

/** Search (and status, for proposals): the list kit's filters, in the URL and working without JavaScript. */
function ProposalFilters({
  query,
  searchHintKey,
  withStatus,
}: {
  query: ProposalListQuery;
  searchHintKey: TextKey;
  withStatus: boolean;
}) {
  const t = useT();
  const search: FilterField = {
    kind: 'search',
    name: 'search',
    label: t('customer-center.filters.search'),
    value: query.search,
    hint: t(searchHintKey),
    maxLength: proposalLimits.searchLength,
    wide: true,
  };
  const status: FilterField = {
    kind: 'select',
    name: 'status',
    label: t('proposal-screens.status'),
    value: query.status ?? '',
    options: [
      { value: '', label: t('proposal-screens.status.any') },
      ...proposalStatuses.map((value) => ({ value, label: t(`proposal-screens.status.${value}`) })),
    ],
  };
  return (
    <ListFilters
      id="proposal"
      label={t('customer-center.filters.label')}
      fields={withStatus ? [search, status] : [search]}
      submitLabel={t('customer-center.filters.apply')}
      resetLabel={t('customer-center.filters.clear')}
    />
  );
}

/**
 * Everything around a proposal list's table, as the customer center's lists have it (ADR 44): the search and
 * status filters above the shared list body; "nothing yet" has no way on (a draft starts from the sales area).
 */
export function ProposalListFrame<Row>({
  query,
  result,
  texts,
  withStatus = true,
  children,
}: {
  query: ProposalListQuery;
  result: ListResult<Row>;
  texts: ListTexts;
  withStatus?: boolean;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <div className="document-list">
      <ProposalFilters query={query} searchHintKey={texts.searchHint} withStatus={withStatus} />
      <ListFrameBody
        result={result}
        filtered={isProposalListFiltered(query)}
        firstPageHref={`${pathname}${proposalListQueryString(query, { page: 1 })}`}
        empty={{ title: t(texts.emptyTitle), text: t(texts.emptyText) }}
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
