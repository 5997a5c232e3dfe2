import { linePieces } from '@shop/commerce';
import type { Product, QuickOrderResponse } from '@shop/contracts';
import { maxLineQuantity } from '@shop/contracts/cart-constants';
import { addGridLines } from '@shop/contracts/endpoints/cart';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useMemo, useRef, useState } from 'react';
import { call } from '../../../lib/browser-api.ts';
import { dropName } from '../../../lib/drop-name.ts';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import { formatDate, localeForLanguage } from '../../../lib/money.ts';
import { useCartArea, useCartStore } from '../../cart/cart-context.tsx';
import { orderTypeLabelKey } from '../../cart/order-type-summary.tsx';
import { LinesAddedResult } from '../../cart/quick-order/lines-added-result.tsx';
import { cellQuantity, gridModel, gridTotals } from './grid-model.ts';
import { applyFill } from './size-curve.ts';
import { SizeGridHead } from './size-grid-head.tsx';

// The curve panel loads when a dealer first opens it (ADR 90): the grid itself stays as small as it was.
const SizeCurvePanel = lazy(() =>
  import('./size-curve-panel.tsx').then((module) => ({ default: module.SizeCurvePanel })),
);

type Phase =
  | { phase: 'idle' }
  | { phase: 'busy' }
  /** `sent`: the variant of each line sent, so a refused row (its place in the call) is named by colour and size. */
  | { phase: 'done'; answer: QuickOrderResponse; sent: string[] }
  | { phase: 'failed' };

const moves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The size × colour grid of the product page (issue 20, ADR 57): a dealer types quantities for every size of
 * every orderable colour, sees stock per cell, the basket and preorder drop per colour and totals per row and
 * column, moves between cells with the arrow keys, and adds everything in one call (each line into the basket
 * its colour picks). The same grid opens from a list tile's quick add (ADR 63). A size curve or a prepack fills
 * the chosen colours' cells first (ADR 90); the cells stay editable.
 */
export function SizeColorGrid({
  product,
  unitId,
  whenEmpty = null,
}: {
  product: Product;
  unitId: string;
  /** What shows when no colour can be ordered (the product page then shows nothing). */
  whenEmpty?: ReactNode;
}) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const area = useCartArea();
  const store = useCartStore();
  const captionId = useId();
  const today = new Date().toISOString().slice(0, 10);
  const model = useMemo(() => gridModel(product, unitId, today), [product, unitId, today]);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [state, setState] = useState<Phase>({ phase: 'idle' });
  // Once opened the panel stays mounted (hidden when closed), so what the dealer typed in it survives.
  const [curve, setCurve] = useState({ open: false, opened: false });
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const totals = gridTotals(model, quantities);
  // The add button counts pieces: 2 cells of 'Pack of 5' are 10 pcs (item 9 of issue 20).
  const unit = product.units.find((candidate) => candidate.unitId === unitId);
  const pieces = linePieces({ quantity: totals.total, quantityPerUnit: unit?.quantityPerUnit });
  const invalid = Object.values(quantities).some((text) => cellQuantity(text) === null);

  function focusCell(row: number, column: number) {
    inputs.current.get(`${row}:${column}`)?.focus();
  }

  /** Arrow keys go to the next cell that exists in that direction (sizes a colour lacks are skipped). */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, row: number, column: number) {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    let [r, c] = [row + move[0], column + move[1]];
    while (r >= 0 && r < model.rows.length && c >= 0 && c < model.sizes.length) {
      if (inputs.current.has(`${r}:${c}`)) return focusCell(r, c);
      [r, c] = [r + move[0], c + move[1]];
    }
  }

  async function addAll() {
    const lines = model.rows.flatMap((row) =>
      row.cells.flatMap((cell) => {
        const quantity = cell ? (cellQuantity(quantities[cell.variantId] ?? '') ?? 0) : 0;
        return cell && quantity > 0 ? [{ variantId: cell.variantId, quantity }] : [];
      }),
    );
    if (lines.length === 0 || invalid || state.phase === 'busy') return;
    setState({ phase: 'busy' });
    try {
      const answer = await call(addGridLines, { body: { area, productId: product.id, unitId, lines } });
      setState({ phase: 'done', answer, sent: lines.map((line) => line.variantId) });
      if (answer.added.length > 0) setQuantities({});
      if (answer.carts.length > 0) await store.refresh();
    } catch {
      setState({ phase: 'failed' });
    }
  }

  const cellName = (variantId: string) => {
    for (const row of model.rows) {
      const column = row.cells.findIndex((cell) => cell?.variantId === variantId);
      if (column >= 0) return t('size-grid.cell', { color: row.colorName, size: model.sizes[column] ?? '' });
    }
    return variantId;
  };

  if (model.rows.length === 0) return whenEmpty;
  return (
    <div className="size-grid">
      <div className="size-grid__scroll">
        <table className="table table-sm size-grid__table" aria-describedby={captionId}>
          <caption id={captionId}>{t('size-grid.caption')}</caption>
          <SizeGridHead sizes={model.sizes} />
          <tbody>
            {model.rows.map((row, r) => (
              <tr key={row.colorCode}>
                <th scope="row" className="size-grid__color">
                  <span className="size-grid__color-name">{row.colorName}</span>
                  <span className="size-grid__basket">
                    {t(orderTypeLabelKey(row.orderType))}
                    {row.drop
                      ? ` · ${t('size-grid.drop', {
                          drop: dropName(t, row.drop),
                          date: formatDate(row.drop.availableDate, localeForLanguage(language), 'UTC'),
                        })}`
                      : null}
                  </span>
                </th>
                {row.cells.map((cell, c) => {
                  const size = model.sizes[c] ?? '';
                  if (!cell)
                    return <td key={size} className="size-grid__none" aria-label={t('size-grid.not-made')} />;
                  const text = quantities[cell.variantId] ?? '';
                  const bad = cellQuantity(text) === null;
                  return (
                    <td key={size}>
                      <input
                        ref={(element) => {
                          if (element) inputs.current.set(`${r}:${c}`, element);
                          else inputs.current.delete(`${r}:${c}`);
                        }}
                        className={`form-control form-control-sm size-grid__input${bad ? ' is-invalid' : ''}`}
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={t('size-grid.cell', { color: row.colorName, size })}
                        aria-invalid={bad || undefined}
                        value={text}
                        onChange={(event) =>
                          setQuantities((all) => ({ ...all, [cell.variantId]: event.target.value }))
                        }
                        onKeyDown={(event) => onKeyDown(event, r, c)}
                      />
                      {row.orderType === 'Stock' ? (
                        <span className={`size-grid__stock size-grid__stock--${cell.level}`}>
                          {t('size-grid.on-hand', { count: cell.onHand })}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
                <td className="size-grid__total">{totals.rows[r]}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('size-grid.total')}</th>
              {model.sizes.map((size, c) => (
                <td key={size} className="size-grid__total">
                  {totals.columns[c]}
                </td>
              ))}
              <td className="size-grid__total size-grid__grand-total">{totals.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {invalid ? (
        <p className="text-danger size-grid__invalid" role="alert">
          {t('size-grid.invalid', {
            max: new Intl.NumberFormat(localeForLanguage(language)).format(maxLineQuantity),
          })}
        </p>
      ) : null}
      <div className="size-grid__curve">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-expanded={curve.open}
          aria-controls={`${captionId}-curve`}
          onClick={() => setCurve((now) => ({ open: !now.open, opened: true }))}
        >
          {t(curve.open ? 'size-curve.close' : 'size-curve.open')}
        </button>
        <div id={`${captionId}-curve`} hidden={!curve.open}>
          {curve.opened ? (
            <Suspense fallback={<p>{t('size-grid.loading')}</p>}>
              <SizeCurvePanel
                model={model}
                product={product}
                unitId={unitId}
                onFill={(fill) => setQuantities((all) => applyFill(all, fill))}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={totals.total === 0 || invalid || state.phase === 'busy'}
        aria-busy={state.phase === 'busy'}
        onClick={() => void addAll()}
      >
        {tc('size-grid.add', pieces)}
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: <output> may hold phrasing content only; the result has lists */}
      <div className="size-grid__status" role="status" aria-live="polite">
        {state.phase === 'done' ? (
          <LinesAddedResult
            answer={state.answer}
            rowLabel={(error) => cellName(state.sent[error.row - 1] ?? error.text)}
          />
        ) : null}
        {state.phase === 'failed' ? <p className="text-danger mb-0">{t('size-grid.failed')}</p> : null}
      </div>
    </div>
  );
}
