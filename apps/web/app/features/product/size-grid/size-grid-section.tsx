import type { Product } from '@shop/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

// Dealers open it when they order in depth: the grid's code loads on first use.
const SizeColorGrid = lazy(() =>
  import('./size-color-grid.tsx').then((module) => ({ default: module.SizeColorGrid })),
);

/** The product page's "every size and colour" section for customers: a heading and a button that opens the grid. */
export function SizeGridSection({ product, unitId }: { product: Product; unitId: string }) {
  const t = useT();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="size-grid-section" aria-labelledby={headingId}>
      <div className="size-grid-section__head">
        <h2 id={headingId} className="h6 mb-0">
          {t('size-grid.title')}
        </h2>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'size-grid.close' : 'size-grid.open')}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<p>{t('size-grid.loading')}</p>}>
            <SizeColorGrid product={product} unitId={unitId} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
