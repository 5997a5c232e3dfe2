import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { LinesAddedResult } from './lines-added-result.tsx';
import type { QuickOrderActionData } from './quick-order-action.server.ts';

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
  const t = useT();
  const textId = useId();
  const hintId = useId();
  const fileId = useId();
  return (
    <noscript>
      <form method="post" encType="multipart/form-data" className="quick-order quick-order--no-script">
        <input type="hidden" name="requestId" value={posted?.requestId ?? requestId} />
        <p id={hintId} className="quick-order__hint">
          {t('quick-order.hint')}
        </p>
        <label htmlFor={textId} className="form-label">
          {t('quick-order.rows')}
        </label>
        <textarea
          id={textId}
          name="text"
          className="form-control quick-order__text"
          rows={6}
          defaultValue={posted?.text ?? ''}
          aria-describedby={hintId}
          spellCheck={false}
        />
        <div className="quick-order__actions">
          <label htmlFor={fileId} className="form-label mb-0">
            {t('quick-order.file')}
          </label>
          <input
            id={fileId}
            name="file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="form-control form-control-sm"
          />
          <button type="submit" className="btn btn-primary">
            {t('quick-order.add')}
          </button>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: <output> may hold phrasing content only; the result has lists */}
        <div className="quick-order__status" role="status">
          {posted?.status === 'done' ? (
            <LinesAddedResult
              answer={posted.answer}
              rowLabel={(error) => (
                <>
                  {t('quick-order.row', { row: error.row })} <code>{error.text}</code>
                </>
              )}
            />
          ) : null}
          {posted?.status === 'failed' ? <p className="text-danger mb-0">{t(posted.messageKey)}</p> : null}
        </div>
      </form>
    </noscript>
  );
}
