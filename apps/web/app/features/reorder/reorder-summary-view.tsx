import { localizePath } from '@shop/contracts/routes';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { ReorderSummary } from './reorder-summary.ts';

/**
 * What went into which basket and what could not, and why (ADR 43), with a link to the basket: said after
 * "Order again" and after a proposal's lines were added. `nothingAdded` words the case of no line added
 * where the summary's own sentence does not fit.
 */
export function ReorderSummaryView({
  summary,
  title,
  nothingAdded,
}: {
  summary: ReorderSummary;
  title: string;
  nothingAdded?: string;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="order-again__summary alert alert-light mt-3 mb-0">
      <h3 className="h6">{title}</h3>
      {summary.added.map((sentence) => (
        <p key={sentence} className="mb-1">
          {sentence}
        </p>
      ))}
      {summary.nothingAdded ? <p className="mb-1">{nothingAdded ?? summary.nothingAdded}</p> : null}
      {[summary.reduced, summary.refused].map((list) =>
        list ? (
          <div key={list.heading} className="mt-2">
            <p className="mb-1">{list.heading}</p>
            <ul className="mb-1">
              {list.items.map((item, index) => (
                // Two lines may read alike (the same item twice, or in both baskets); the list never reorders.
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      {summary.toCart ? (
        <Link to={localizePath('cart', language)} className="btn btn-outline-primary btn-sm mt-2">
          {t('reorder.go-to-cart')}
        </Link>
      ) : null}
    </div>
  );
}
