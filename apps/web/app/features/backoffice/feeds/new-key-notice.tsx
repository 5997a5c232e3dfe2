import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

/**
 * The key just created, shown this once: a read-only field to select, a copy button, and the warning that it
 * will not be shown again. It takes the focus, so keyboard and screen-reader users meet it first.
 */
export function NewKeyNotice({ name, secret }: { name: string; secret: string }) {
  const t = useT();
  const fieldId = useId();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="alert alert-warning"
      aria-labelledby={headingId}
      data-testid="new-feed-key"
    >
      <h2 id={headingId} className="h5">
        {t('backoffice.feeds.created.title', { name })}
      </h2>
      <p className="mb-2">
        <strong>{t('backoffice.feeds.created.once')}</strong>
      </p>
      <label htmlFor={fieldId} className="form-label">
        {t('backoffice.feeds.created.key')}
      </label>
      <div className="input-group">
        <input
          id={fieldId}
          className="form-control font-monospace"
          value={secret}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-dark" onClick={copy}>
          {t('backoffice.feeds.created.copy')}
        </button>
      </div>
      <output className="d-block small mt-2" aria-live="polite">
        {copied === 'yes'
          ? t('backoffice.feeds.created.copied')
          : copied === 'failed'
            ? t('backoffice.feeds.created.copy-failed')
            : ''}
      </output>
    </section>
  );
}
