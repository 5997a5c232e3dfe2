import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { EmptyState } from './empty-state.tsx';

/**
 * The list kit's empty list (ADR 84), one of three: a page past the last (→ the first page), nothing matching
 * the filters (→ clear them), or nothing yet (with the list's way on, if it has one). `texts` are the list's
 * own sentences, already translated (`list-kit.empty.<list>.none` and `.no-match`).
 */
export function ListEmpty({
  filtered,
  pastTheEnd = false,
  firstPageHref,
  texts,
  headingLevel,
}: {
  /** Whether a filter is set: then nothing matched, rather than nothing yet. */
  filtered: boolean;
  /** The list has rows, but not on this page. */
  pastTheEnd?: boolean;
  /** The same filters on page 1; the list without its page parameter when left out. */
  firstPageHref?: string;
  texts: { none: string; noMatch: string; text?: string; actions?: ReactNode; clear?: string };
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (pastTheEnd) {
    const params = new URLSearchParams(search);
    params.delete('page');
    const query = params.toString();
    return (
      <EmptyState
        picture="document"
        title={t('list-kit.page-empty')}
        headingLevel={headingLevel}
        className="document-list__empty"
        actions={
          <Link
            to={firstPageHref ?? (query ? `${pathname}?${query}` : pathname)}
            className="btn btn-outline-primary"
          >
            {t('list-kit.first-page')}
          </Link>
        }
      />
    );
  }
  if (filtered)
    return (
      <EmptyState
        picture="search"
        title={texts.noMatch}
        headingLevel={headingLevel}
        className="document-list__empty"
        actions={
          <Link to={pathname} className="btn btn-outline-primary">
            {texts.clear ?? t('list-kit.clear')}
          </Link>
        }
      />
    );
  return (
    <EmptyState
      picture="document"
      title={texts.none}
      headingLevel={headingLevel}
      className="document-list__empty"
      actions={texts.actions}
    >
      {texts.text}
    </EmptyState>
  );
}
