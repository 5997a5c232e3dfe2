import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useCartStore } from '../cart/cart-context.tsx';
import type { OrderAgainActionData } from './order-again-action.server.ts';
import { reorderSummary } from './reorder-summary.ts';
import { ReorderSummaryView } from './reorder-summary-view.tsx';

/**
 * "Order again" on an order's page (issue 17, ADR 43): a form that puts the order's lines into the user's baskets
 * through the page's action (ReorderOrder; without JavaScript too), then says per basket what went in and what
 * could not and why, with a link to the basket; with JavaScript the header's basket marker and mini cart are
 * read again. The form carries the request id the page was rendered with (issue 31 item 10): a double click, a
 * resubmitted form or a back-button resubmit adds once; the page renders a new one after an add, so pressing
 * again later adds again.
 */
export function OrderAgainButton({
  requestId,
  outcome: posted,
}: {
  requestId: string;
  outcome: OrderAgainActionData | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const store = useCartStore();
  const fetcher = useFetcher<OrderAgainActionData>();
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.data ?? posted;
  const added = fetcher.data?.status === 'done' ? fetcher.data.answer : null;
  useEffect(() => {
    // The header's marker and mini cart read the store: show the lines that were just added.
    if (added && added.carts.length > 0) void store.refresh();
  }, [added, store]);
  const summary = !busy && outcome?.status === 'done' ? reorderSummary(outcome.answer, t, language) : null;
  return (
    <fetcher.Form method="post" className="order-again">
      <input type="hidden" name="intent" value="order-again" />
      <input type="hidden" name="requestId" value={requestId} />
      <button type="submit" className="btn btn-primary order-again__button" aria-busy={busy} disabled={busy}>
        {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('reorder.order-again')}
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: <output> may hold phrasing content only; the summary has a heading and lists */}
      <div className="order-again__status" role="status" aria-live="polite">
        {busy ? <p className="mb-0">{t('reorder.busy')}</p> : null}
        {summary ? <ReorderSummaryView summary={summary} title={t('reorder.summary-title')} /> : null}
      </div>
      {!busy && outcome?.status === 'failed' ? (
        <p className="order-again__error text-danger mt-2 mb-0" role="alert">
          {t('reorder.failed')}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
