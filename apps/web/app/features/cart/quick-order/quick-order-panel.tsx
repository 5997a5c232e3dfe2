import type { QuickOrderResponse } from '@shop/contracts';
import { quickOrder } from '@shop/contracts/endpoints/cart';
import type { TextKey } from '@shop/ui-texts';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { call } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { newRequestId } from '../../../lib/new-request-id.ts';
import { useCartArea, useCartStore } from '../cart-context.tsx';
import { LinesAddedResult } from './lines-added-result.tsx';
import { maxQuickOrderFileBytes } from './quick-order-limits.ts';

type State =
  | { phase: 'idle' }
  | { phase: 'busy' }
  | { phase: 'done'; answer: QuickOrderResponse }
  | { phase: 'failed'; messageKey: TextKey };

/**
 * Quick order on the cart page (issue 20, ADR 57): rows pasted from Excel or a CSV file ("item number or EAN;
 * size; quantity") go into the baskets in one call; the answer lists per basket what went in and every row that
 * did not, with its problem. The text stays in the box so a person can fix the bad rows and send them again.
 * The panel keeps a request id for the text it holds (issue 31 item 10): a retry of the same text after a failure
 * (whose answer may only have been lost) adds once; after an add, or when the text changes, it takes a new one.
 */
export function QuickOrderPanel() {
  const t = useT();
  const area = useCartArea();
  const store = useCartStore();
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const running = useRef(false);
  const textId = useId();
  const hintId = useId();
  const fileId = useId();

  function changeText(next: string) {
    setText(next);
    setRequestId(newRequestId());
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > maxQuickOrderFileBytes) {
      setState({ phase: 'failed', messageKey: 'quick-order.file-too-large' });
      return;
    }
    changeText(await file.text());
    setState({ phase: 'idle' });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (running.current) return;
    if (text.trim() === '') {
      setState({ phase: 'failed', messageKey: 'quick-order.nothing' });
      return;
    }
    running.current = true;
    setState({ phase: 'busy' });
    try {
      const answer = await call(quickOrder, { body: { area, text, requestId } });
      setRequestId(newRequestId());
      setState({ phase: 'done', answer });
      if (answer.carts.length > 0) await store.refresh();
    } catch {
      setState({ phase: 'failed', messageKey: 'quick-order.failed' });
    } finally {
      running.current = false;
    }
  }

  const busy = state.phase === 'busy';
  return (
    <form className="quick-order" onSubmit={(event) => void send(event)} noValidate>
      <p id={hintId} className="quick-order__hint">
        {t('quick-order.hint')}
      </p>
      <label htmlFor={textId} className="form-label">
        {t('quick-order.rows')}
      </label>
      <textarea
        id={textId}
        className="form-control quick-order__text"
        rows={6}
        value={text}
        aria-describedby={hintId}
        spellCheck={false}
        onChange={(event) => changeText(event.target.value)}
      />
      <div className="quick-order__actions">
        <label htmlFor={fileId} className="form-label mb-0">
          {t('quick-order.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="form-control form-control-sm"
          onChange={(event) => void readFile(event)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('quick-order.add')}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <output> may hold phrasing content only; the result has lists */}
      <div className="quick-order__status" role="status" aria-live="polite">
        {state.phase === 'done' ? (
          <LinesAddedResult
            answer={state.answer}
            rowLabel={(error) => (
              <>
                {t('quick-order.row', { row: error.row })} <code>{error.text}</code>
              </>
            )}
          />
        ) : null}
        {state.phase === 'failed' ? <p className="text-danger mb-0">{t(state.messageKey)}</p> : null}
        {busy ? <p className="mb-0">{t('quick-order.busy')}</p> : null}
      </div>
    </form>
  );
}
