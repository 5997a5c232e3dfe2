import { lazy, Suspense, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

// Opened by dealers now and then: the panel's code loads on first use.
const QuickOrderPanel = lazy(() =>
  import('./quick-order-panel.tsx').then((module) => ({ default: module.QuickOrderPanel })),
);

/** The cart page's quick-order section (customers only): a heading and a button that opens the panel. */
export function QuickOrderSection() {
  const t = useT();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="quick-order-section" aria-labelledby={headingId}>
      <div className="quick-order-section__head">
        <h2 id={headingId} className="h5 mb-0">
          {t('quick-order.title')}
        </h2>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'quick-order.close' : 'quick-order.open')}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<p>{t('quick-order.busy')}</p>}>
            <QuickOrderPanel />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
