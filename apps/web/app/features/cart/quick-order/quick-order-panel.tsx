import type { QuickOrderResponse } from '@shop/contracts';
import { quickOrder } from '@shop/contracts/endpoints/cart';
import type { TextKey } from '@shop/ui-texts';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { call } from '../../../lib/browser-api.ts';
import { newRequestId } from '../../../lib/new-request-id.ts';
import { useCartArea, useCartStore } from '../cart-context.tsx';
import { QuickOrderFields } from './quick-order-fields.tsx';
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
  const area = useCartArea();
  const store = useCartStore();
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const running = useRef(false);

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

  return (
    <form className="quick-order" onSubmit={(event) => void send(event)} noValidate>
      <QuickOrderFields
        text={{ value: text, onChange: (event) => changeText(event.target.value) }}
        file={{ onChange: (event) => void readFile(event) }}
        busy={state.phase === 'busy'}
        answer={state.phase === 'done' ? state.answer : null}
        failed={state.phase === 'failed' ? state.messageKey : null}
      />
    </form>
  );
}
