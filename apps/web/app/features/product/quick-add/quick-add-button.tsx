import type { AreaInfo } from '@shop/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

// The dialog, the grid and Bootstrap's modal code load on the first open: a list page's own script stays as
// it was for everyone who never opens one (ADR 63).
const QuickAddDialog = lazy(() => import('./quick-add-dialog.tsx'));

/**
 * A list tile's "Quick add" for a dealer (issue 20, ADR 63): opens the product's size × colour grid in a
 * dialog labelled by the product's name; when the dialog closes, the focus comes back to this button.
 */
export function QuickAddButton({
  productId,
  name,
  area,
}: {
  productId: string;
  name: string;
  area: AreaInfo;
}) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const [show, setShow] = useState(false);
  // Kept once loaded, so closing plays the dialog's fade and reopening needs no second download.
  const [loaded, setLoaded] = useState(false);
  // The focus goes back in an effect of the render a finished closing causes, once the dialog's focus trap is
  // gone (focusing in `onExited` itself races with the trap; the content modal's fix, ModalLinks).
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    if (closings > 0) button.current?.focus();
  }, [closings]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-outline-primary btn-sm product-tile__quick-add"
        aria-label={t('size-grid.quick-add-product', { name })}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setShow(true);
        }}
      >
        {t('size-grid.quick-add')}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <QuickAddDialog
            show={show}
            productId={productId}
            name={name}
            area={area}
            onClose={() => setShow(false)}
            onExited={() => setClosings((count) => count + 1)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
