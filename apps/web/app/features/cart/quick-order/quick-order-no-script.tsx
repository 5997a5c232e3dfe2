import type { QuickOrderActionData } from './quick-order-action.server.ts';
import { QuickOrderFields } from './quick-order-fields.tsx';

/**
 * The quick order for a browser that runs no JavaScript (ADR 57): the same fields as the panel in a real form
 * posted to the cart page (quick-order-action.server.ts), with the request id the page was rendered with (ADR
 * 77), and what the last post added or why it did not. Inside `<noscript>`: a browser that runs scripts never
 * shows it and uses the panel.
 */
export function QuickOrderNoScript({
  requestId,
  posted,
}: {
  requestId: string;
  posted: QuickOrderActionData | undefined;
}) {
  return (
    <noscript>
      <form method="post" encType="multipart/form-data" className="quick-order quick-order--no-script">
        <input type="hidden" name="requestId" value={posted?.requestId ?? requestId} />
        <QuickOrderFields
          text={{ name: 'text', defaultValue: posted?.text ?? '' }}
          file={{ name: 'file' }}
          answer={posted?.status === 'done' ? posted.answer : null}
          failed={posted?.status === 'failed' ? posted.messageKey : null}
        />
      </form>
    </noscript>
  );
}
