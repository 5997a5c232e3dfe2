import type { CheckoutOrderType } from '@shop/contracts';
import { checkoutOrderTypes } from '@shop/contracts/cart-constants';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useNotify } from '../../notifications/notifications-context.tsx';
import { ImportRejectedError, type ImportRowError } from '../cart-api.ts';
import { useCartStore } from '../cart-context.tsx';
import { orderTypeLabelKey } from '../order-type-summary.tsx';

/** Spec §2: the modal key of the Excel import. */
export const importOrderModalKey = 'import-order';

type Result =
  | { kind: 'idle' }
  | { kind: 'rejected'; rows: ImportRowError[]; message: string }
  | { kind: 'failed'; message: string };

/**
 * Excel import into a customer's cart (spec §7 ImportCart): the file, the order type's cart, and whether
 * the import replaces the lines already there. The import is all or nothing: refused rows are listed with
 * their row, column and problem, and nothing was changed.
 */
export function ImportOrderModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
  const notify = useNotify();
  const store = useCartStore();
  const id = useId();
  const [orderType, setOrderType] = useState<CheckoutOrderType>('Stock');
  const [override, setOverride] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setSending(true);
    setResult({ kind: 'idle' });
    try {
      await store.importCart(orderType, file, override);
      notify({ variant: 'info', title: t('cart.import'), message: t('cart.import-done') });
      setFile(null);
      onHide();
    } catch (error) {
      setResult(
        error instanceof ImportRejectedError
          ? { kind: 'rejected', rows: error.rowErrors, message: error.message }
          : { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      show={show}
      onHide={onHide}
      id={importOrderModalKey}
      data-modal-key={importOrderModalKey}
      aria-labelledby={`${id}-title`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t('cart.import-title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">
            <label htmlFor={`${id}-file`} className="form-label">
              {t('cart.import-file')}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className={`form-control${missingFile ? ' is-invalid' : ''}`}
              aria-invalid={missingFile || undefined}
              aria-describedby={missingFile ? `${id}-file-error` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissingFile(false);
              }}
            />
            {missingFile ? (
              <div id={`${id}-file-error`} className="invalid-feedback">
                {t('validation.required-field')}
              </div>
            ) : null}
          </div>
          <div className="mb-3">
            <label htmlFor={`${id}-order-type`} className="form-label">
              {t('cart.import-order-type')}
            </label>
            <select
              id={`${id}-order-type`}
              className="form-select"
              value={orderType}
              onChange={(event) => setOrderType(event.target.value as CheckoutOrderType)}
            >
              {checkoutOrderTypes.map((type) => (
                <option key={type} value={type}>
                  {t(orderTypeLabelKey(type))}
                </option>
              ))}
            </select>
          </div>
          <div className="form-check">
            <input
              id={`${id}-override`}
              type="checkbox"
              className="form-check-input"
              checked={override}
              onChange={(event) => setOverride(event.target.checked)}
            />
            <label htmlFor={`${id}-override`} className="form-check-label">
              {t('cart.import-override')}
            </label>
          </div>
          {result.kind === 'failed' ? (
            <p className="alert alert-danger mt-3 mb-0" role="alert">
              {result.message}
            </p>
          ) : null}
          {result.kind === 'rejected' ? (
            <div className="alert alert-danger mt-3 mb-0 import-order__errors" role="alert">
              <p>{t('cart.import-rejected')}</p>
              {result.rows.length > 0 ? (
                <table className="import-order__table">
                  <thead>
                    <tr>
                      <th scope="col">{t('cart.import-row')}</th>
                      <th scope="col">{t('cart.import-column')}</th>
                      <th scope="col">{t('cart.import-problem')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.rows.map((row) => (
                      <tr key={`${row.row}-${row.column ?? ''}-${row.message}`}>
                        <td>{row.row}</td>
                        <td>{row.column ?? ''}</td>
                        <td>{row.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="mb-0">{result.message}</p>
              )}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-primary" onClick={onHide}>
            {t('common.close')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
            {sending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {t('cart.import-submit')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
