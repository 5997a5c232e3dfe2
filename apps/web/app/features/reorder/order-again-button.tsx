import type { ReorderOrderResponse } from '@shop/contracts';
import { reorderOrder } from '@shop/contracts/endpoints/customer-center';
import { useRef, useState } from 'react';
import { call } from '../../lib/browser-api.ts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useCartArea, useCartStore } from '../cart/cart-context.tsx';
import { reorderSummary } from './reorder-summary.ts';
import { ReorderSummaryView } from './reorder-summary-view.tsx';

type ReorderState =
  | { phase: 'idle' }
  | { phase: 'busy' }
  | { phase: 'done'; answer: ReorderOrderResponse }
  | { phase: 'failed' };

/**
 * "Order again" on an order's page (issue 17, ADR 43): puts the order's lines into the user's baskets through
 * ReorderOrder, then says per basket what went in and what could not and why, with a link to the basket, and
 * re-reads the carts so the header's basket marker and mini cart show the new lines. Every press adds again
 * (as the API does), so a press is ignored while one is running: a double click adds once.
 */
export function OrderAgainButton({ orderId }: { orderId: string }) {
  const t = useT();
  const language = useLanguage();
  const area = useCartArea();
  const store = useCartStore();
  const running = useRef(false);
  const [state, setState] = useState<ReorderState>({ phase: 'idle' });

  async function orderAgain() {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'busy' });
    try {
      const answer = await call(reorderOrder, { body: { area, orderId } });
      setState({ phase: 'done', answer });
      // The header's marker and mini cart read the store: show the lines that were just added.
      if (answer.carts.length > 0) await store.refresh();
    } catch {
      setState({ phase: 'failed' });
    } finally {
      running.current = false;
    }
  }

  const busy = state.phase === 'busy';
  const summary = state.phase === 'done' ? reorderSummary(state.answer, t, language) : null;
  return (
    <div className="order-again">
      <button
        type="button"
        className="btn btn-primary order-again__button"
        aria-busy={busy}
        disabled={busy}
        onClick={() => void orderAgain()}
      >
        {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('reorder.order-again')}
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: <output> may hold phrasing content only; the summary has a heading and lists */}
      <div className="order-again__status" role="status" aria-live="polite">
        {busy ? <p className="mb-0">{t('reorder.busy')}</p> : null}
        {summary ? <ReorderSummaryView summary={summary} title={t('reorder.summary-title')} /> : null}
      </div>
      {state.phase === 'failed' ? (
        <p className="order-again__error text-danger mt-2 mb-0" role="alert">
          {t('reorder.failed')}
        </p>
      ) : null}
    </div>
  );
}
