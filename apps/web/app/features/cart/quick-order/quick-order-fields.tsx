import type { QuickOrderResponse } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { LinesAddedResult } from './lines-added-result.tsx';

/**
 * The quick order's fields and result (ADR 57), the same in the scripted panel and in the form for a browser
 * without JavaScript: the hint, the rows box, the file, the button and what the last send added or why it did
 * not. The caller makes the box and the file field controlled (the panel) or named form fields (no script).
 */
export function QuickOrderFields({
  text,
  file,
  busy = false,
  answer,
  failed,
}: {
  text: TextareaHTMLAttributes<HTMLTextAreaElement>;
  file: InputHTMLAttributes<HTMLInputElement>;
  busy?: boolean;
  answer: QuickOrderResponse | null;
  failed: TextKey | null;
}) {
  const t = useT();
  const textId = useId();
  const hintId = useId();
  const fileId = useId();
  return (
    <>
      <p id={hintId} className="quick-order__hint">
        {t('quick-order.hint')}
      </p>
      <label htmlFor={textId} className="form-label">
        {t('quick-order.rows')}
      </label>
      <textarea
        {...text}
        id={textId}
        className="form-control quick-order__text"
        rows={6}
        aria-describedby={hintId}
        spellCheck={false}
      />
      <div className="quick-order__actions">
        <label htmlFor={fileId} className="form-label mb-0">
          {t('quick-order.file')}
        </label>
        <input
          {...file}
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="form-control form-control-sm"
        />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('quick-order.add')}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <output> may hold phrasing content only; the result has lists */}
      <div className="quick-order__status" role="status" aria-live="polite">
        {answer ? (
          <LinesAddedResult
            answer={answer}
            rowLabel={(error) => (
              <>
                {t('quick-order.row', { row: error.row })} <code>{error.text}</code>
              </>
            )}
          />
        ) : null}
        {failed ? <p className="text-danger mb-0">{t(failed)}</p> : null}
        {busy ? <p className="mb-0">{t('quick-order.busy')}</p> : null}
      </div>
    </>
  );
}
