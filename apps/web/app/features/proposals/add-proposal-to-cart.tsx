import { type CustomerProposal, localizePath } from '@shop/contracts';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useCartStore } from '../cart/cart-context.tsx';
import { reorderSummary } from '../reorder/reorder-summary.ts';
import type { CustomerProposalActionData } from './customer-proposal-action.server.ts';
import { ProposalLinesTable } from './proposal-lines-table.tsx';
import { largestProposalQuantity } from './proposal-quantities.ts';

/** What went into which basket and what could not, in the words Order again uses (ADR 43). */
function AddedSummary({ outcome }: { outcome: CustomerProposalActionData | undefined }) {
  const t = useT();
  const language = useLanguage();
  if (outcome?.intent !== 'add-to-cart') return null;
  if (outcome.status === 'failed')
    return (
      <p className="text-danger mt-2 mb-0" role="alert">
        {t(outcome.formError)}
      </p>
    );
  if (outcome.status !== 'done') return null;
  const summary = reorderSummary(outcome.answer, t, language);
  return (
    <div className="order-again__summary alert alert-light mt-3 mb-0">
      <h3 className="h6">{t('proposal-screens.customer.summary-title')}</h3>
      {summary.added.map((sentence) => (
        <p key={sentence} className="mb-1">
          {sentence}
        </p>
      ))}
      {summary.nothingAdded ? <p className="mb-1">{t('proposal-screens.customer.nothing-added')}</p> : null}
      {[summary.reduced, summary.refused].map((list) =>
        list ? (
          <div key={list.heading} className="mt-2">
            <p className="mb-1">{list.heading}</p>
            <ul className="mb-1">
              {list.items.map((item, index) => (
                // Two lines may read alike (one item in both baskets); the list never reorders.
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

/**
 * The proposal's lines with a quantity field each (0 leaves a line out) and "Add to baskets": the lines go into
 * the dealer's baskets through the page's action (so it works without JavaScript too); with JavaScript the
 * header's baskets are read again once they have, and the summary is announced.
 */
export function AddProposalToCart({
  proposal,
  outcome: posted,
}: {
  proposal: CustomerProposal;
  outcome: CustomerProposalActionData | undefined;
}) {
  const t = useT();
  const fetcher = useFetcher<CustomerProposalActionData>();
  const store = useCartStore();
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.data ?? posted;
  const added =
    fetcher.data?.intent === 'add-to-cart' && fetcher.data.status === 'done' ? fetcher.data : null;
  useEffect(() => {
    // The header's marker and mini cart read the store: show the lines just added.
    if (added && added.answer.carts.length > 0) void store.refresh();
  }, [added, store]);
  return (
    <fetcher.Form method="post" className="proposal-add-to-cart">
      <input type="hidden" name="intent" value="add-to-cart" />
      <ProposalLinesTable
        proposal={proposal}
        lines={proposal.lines}
        quantity={(line) => (
          <input
            type="number"
            name={`quantity-${line.lineNo}`}
            className="form-control form-control-sm proposal-quantity"
            min={0}
            max={largestProposalQuantity}
            step={1}
            required
            defaultValue={line.quantity}
            aria-label={t('proposal-screens.customer.quantity-of', {
              name: line.name,
              colorName: line.colorName,
              size: line.size,
            })}
          />
        )}
      />
      <p className="form-text">{t('proposal-screens.customer.quantity-hint')}</p>
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('proposal-screens.customer.add-to-cart')}
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: <output> may hold phrasing content only; the summary has a heading and lists */}
      <div role="status" aria-live="polite">
        {busy ? <p className="mb-0 mt-2">{t('proposal-screens.customer.adding')}</p> : null}
        <AddedSummary outcome={outcome} />
      </div>
    </fetcher.Form>
  );
}
