import type { CustomerProposal } from '@shop/contracts';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useCartStore } from '../cart/cart-context.tsx';
import { reorderSummary } from '../reorder/reorder-summary.ts';
import { ReorderSummaryView } from '../reorder/reorder-summary-view.tsx';
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
  return (
    <ReorderSummaryView
      summary={reorderSummary(outcome.answer, t, language)}
      title={t('proposal-screens.customer.summary-title')}
      nothingAdded={t('proposal-screens.customer.nothing-added')}
    />
  );
}

/**
 * The proposal's lines with a quantity field each (0 leaves a line out) and "Add to baskets": the lines go into
 * the dealer's baskets through the page's action (so it works without JavaScript too); with JavaScript the
 * header's baskets are read again once they have, and the summary is announced. The form carries the request id
 * the page was rendered with (issue 31 item 10): a double click, a resubmitted form or a back-button resubmit
 * adds once; the page renders a new one after an add, so adding again later adds again.
 */
export function AddProposalToCart({
  proposal,
  requestId,
  outcome: posted,
}: {
  proposal: CustomerProposal;
  requestId: string;
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
      <input type="hidden" name="requestId" value={requestId} />
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
