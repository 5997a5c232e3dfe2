import type { AreaInfo, Product } from '@shop/contracts';
import { useEffect, useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { call, isAbort } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { fetchProduct } from '../fetch-product.ts';
import { SizeColorGrid } from '../size-grid/size-color-grid.tsx';
import { UnitSelect } from '../unit-select.tsx';

/** `gone`: the API no longer knows the product (it left the range since the list was loaded). */
type Loading =
  | { kind: 'loading' }
  | { kind: 'ready'; product: Product }
  | { kind: 'gone' }
  | { kind: 'failed' };

type QuickAddDialogProps = {
  show: boolean;
  productId: string;
  /** The tile's product name: the dialog's title from the first frame, before the product has loaded. */
  name: string;
  /** The list's area (language and currency), the one the product page loads its product with. */
  area: AreaInfo;
  onClose: () => void;
  /** After the dialog has closed: gives the focus back to the button that opened it. */
  onExited: () => void;
};

/**
 * The grid in the unit the dealer picks, as on the product page: pieces first, and a choice of the product's
 * units (packs) when it has more than one.
 */
function GridInUnit({ product }: { product: Product }) {
  const t = useT();
  const [unitId, setUnitId] = useState(product.units[0]?.unitId ?? 'CU');
  return (
    <>
      {product.units.length > 1 ? (
        <div className="mb-3">
          <UnitSelect
            units={product.units}
            value={unitId}
            onChange={setUnitId}
            selectClassName="form-select w-auto"
          />
        </div>
      ) : null}
      <SizeColorGrid
        product={product}
        unitId={unitId}
        whenEmpty={<p className="mb-0">{t('size-grid.nothing-orderable')}</p>}
      />
    </>
  );
}

/**
 * The quick-add dialog of a list tile (ADR 63): the product page's size × colour grid for the product, loaded
 * as that page loads it (`fetchProduct`) each time the dialog opens, so the stock per cell is current. Adding
 * confirms in place, as on the product page: the grid's status says what went into which basket and names
 * each cell that did not; the dialog stays open until the dealer closes it (Escape, ×).
 */
export default function QuickAddDialog({
  show,
  productId,
  name,
  area,
  onClose,
  onExited,
}: QuickAddDialogProps) {
  const t = useT();
  const id = useId();
  const [loading, setLoading] = useState<Loading>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's way to load again
  useEffect(() => {
    if (!show) return;
    const controller = new AbortController();
    setLoading({ kind: 'loading' });
    fetchProduct(call, area, productId, { signal: controller.signal }).then(
      (product) => setLoading(product ? { kind: 'ready', product } : { kind: 'gone' }),
      (error: unknown) => {
        if (!isAbort(error)) setLoading({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [show, area, productId, attempt]);

  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={false}
      // Written out whole for the stylesheet purge (ADR 23): 800 px wide, the whole screen below 768 px.
      dialogClassName="modal-lg modal-fullscreen-md-down"
      aria-labelledby={`${id}-title`}
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {loading.kind === 'ready' ? (
          <GridInUnit product={loading.product} />
        ) : loading.kind === 'gone' ? (
          <p className="mb-0">{t('size-grid.nothing-orderable')}</p>
        ) : loading.kind === 'failed' ? (
          <div role="alert">
            <p>{t('size-grid.quick-add-failed')}</p>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('search.retry')}
            </button>
          </div>
        ) : (
          <output className="d-block">{t('size-grid.loading')}</output>
        )}
      </Modal.Body>
    </Modal>
  );
}
