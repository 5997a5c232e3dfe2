import { linePieces } from '@shop/commerce';
import type { Product } from '@shop/contracts';
import { maxLineQuantity } from '@shop/contracts/cart-constants';
import { getSizeCurve, saveSizeCurve } from '@shop/contracts/endpoints/size-curve';
import { useEffect, useId, useRef, useState } from 'react';
import { call } from '../../../lib/browser-api.ts';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TranslateFunction } from '../../../lib/i18n/translate.ts';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import { localeForLanguage } from '../../../lib/money.ts';
import type { GridModel } from './grid-model.ts';
import {
  type CurveFill,
  type CurveProblem,
  fillByCurve,
  formatCurve,
  maxCurvePart,
  maxPacks,
  type Parsed,
  parseCurve,
  parsePacks,
  prepackCurve,
  startSizes,
} from './size-curve.ts';
import { SizeGridHead } from './size-grid-head.tsx';

/** A problem in the dealer's words; `empty` says nothing (the hint already tells what to type). */
function problemText(
  t: TranslateFunction,
  problem: CurveProblem,
  format: (n: number) => string,
): string | null {
  switch (problem.kind) {
    case 'empty':
      return null;
    case 'not-a-number':
      return t('size-curve.error-part', { part: problem.part, max: format(maxCurvePart) });
    case 'length':
      return t('size-curve.error-length', { sizes: problem.sizes, given: problem.given });
    case 'all-zero':
      return t('size-curve.error-all-zero');
    case 'packs':
      return t('size-curve.error-packs', { max: format(maxPacks) });
    case 'no-colour':
      return t('size-curve.error-no-colour');
    case 'too-many':
      return t('size-curve.error-too-many', {
        quantity: format(problem.quantity),
        max: format(maxLineQuantity),
      });
  }
}

/** The curve, packs and colours as typed, worked out into the grid's quantities (or the first problem). */
function curveFill(
  model: GridModel,
  curveText: string,
  packsText: string,
  colors: ReadonlySet<string>,
  from: string | null,
): Parsed<CurveFill & { curve: number[]; packs: number }> {
  const curve = parseCurve(curveText, model.sizes.length);
  if (!curve.ok) return curve;
  const packs = parsePacks(packsText);
  if (!packs.ok) return packs;
  const fill = fillByCurve(model, curve.value, packs.value, colors, from);
  return fill.ok ? { ok: true, value: { ...fill.value, curve: curve.value, packs: packs.value } } : fill;
}

/**
 * The grid's curve panel (issue 33, ADR 90): a dealer types a curve (one number per size) and a number of packs,
 * picks the colours, sees the pieces per size and colour and the total before anything is added, and fills the
 * grid with them; a prepack of the product fills it in one click. The curve applied last is remembered on the
 * server for the user and offered again on any device.
 */
export function SizeCurvePanel({
  model,
  product,
  unitId,
  onFill,
}: {
  model: GridModel;
  product: Product;
  unitId: string;
  /** Puts the quantities into the grid's cells (the chosen colours' cells are replaced). */
  onFill: (fill: CurveFill) => void;
}) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const id = useId();
  const format = (n: number) => new Intl.NumberFormat(localeForLanguage(language)).format(n);
  const [curveText, setCurveText] = useState('');
  const [packsText, setPacksText] = useState('1');
  const [colors, setColors] = useState<ReadonlySet<string>>(
    () => new Set(model.rows.map((r) => r.colorCode)),
  );
  const [from, setFrom] = useState<string | null>(null);
  const [filled, setFilled] = useState(false);
  const typed = useRef(false);

  // The curve used last comes from the server; a field the dealer is already in wins over a late answer (it
  // would otherwise change under the caret: '2' typed into a packs field the answer just set to '3' is 32).
  useEffect(() => {
    const controller = new AbortController();
    call(getSizeCurve, {}, { signal: controller.signal }).then(
      ({ sizeCurve }) => {
        if (!sizeCurve || typed.current) return;
        setCurveText(sizeCurve.curve);
        setPacksText(String(sizeCurve.packs));
      },
      () => {
        // Remembering is a convenience: without it the panel starts empty.
      },
    );
    return () => controller.abort();
  }, []);

  const result = curveFill(model, curveText, packsText, colors, from);
  const typedCurve = parseCurve(curveText, model.sizes.length);
  const starts = startSizes(model.sizes, typedCurve.ok ? typedCurve.value.length : 1);
  // A start the curve no longer fits from shows as the last one it fits from, as the fill places it.
  const start = from !== null && starts.includes(from) ? from : from === null ? starts[0] : starts.at(-1);
  const problem = result.ok ? null : problemText(t, result.problem, format);
  const perUnit = product.units.find((unit) => unit.unitId === unitId)?.quantityPerUnit;
  const pieces = (quantity: number) => linePieces({ quantity, quantityPerUnit: perUnit });
  const prepacks = (product.prepacks ?? []).filter((prepack) =>
    prepack.sizes.some((entry) => model.sizes.includes(entry.size)),
  );

  function fill(text: string, at: string | null) {
    const next = curveFill(model, text, packsText, colors, at);
    if (!next.ok) return;
    onFill(next.value);
    setFilled(true);
    call(saveSizeCurve, { body: { curve: formatCurve(next.value.curve), packs: next.value.packs } }).catch(
      () => {
        // Not remembered this time; the grid is filled all the same.
      },
    );
  }

  const hold = () => {
    typed.current = true;
  };
  const edit = (change: () => void) => {
    hold();
    setFilled(false);
    change();
  };

  return (
    <fieldset className="size-curve">
      <legend className="h6">{t('size-curve.title')}</legend>
      {prepacks.length > 0 ? (
        <fieldset className="size-curve__prepacks">
          <legend className="size-curve__label">{t('size-curve.prepacks')}</legend>
          {prepacks.map((prepack) => (
            <button
              key={prepack.code}
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => {
                const run = prepackCurve(prepack, model.sizes);
                const text = formatCurve(run.curve);
                edit(() => {
                  setCurveText(text);
                  setFrom(run.from);
                });
                fill(text, run.from);
              }}
            >
              {prepack.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="size-curve__fields">
        <div>
          <label className="form-label" htmlFor={`${id}-curve`}>
            {t('size-curve.curve')}
          </label>
          <input
            id={`${id}-curve`}
            className={`form-control form-control-sm${problem && !result.ok && result.problem.kind !== 'packs' ? ' is-invalid' : ''}`}
            autoComplete="off"
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            value={curveText}
            onFocus={hold}
            onChange={(event) => edit(() => setCurveText(event.target.value))}
          />
          <p id={`${id}-hint`} className="form-text mb-0">
            {t('size-curve.curve-hint', {
              count: model.sizes.length,
              sizes: model.sizes.join(', '),
              example: model.sizes.length >= 4 ? '1-2-2-1' : formatCurve(model.sizes.map(() => 1)),
            })}
          </p>
        </div>
        <div>
          <label className="form-label" htmlFor={`${id}-from`}>
            {t('size-curve.from')}
          </label>
          <select
            id={`${id}-from`}
            className="form-select form-select-sm size-curve__from"
            value={start}
            disabled={starts.length < 2}
            onChange={(event) => edit(() => setFrom(event.target.value))}
          >
            {starts.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor={`${id}-packs`}>
            {t('size-curve.packs')}
          </label>
          <input
            id={`${id}-packs`}
            className={`form-control form-control-sm size-curve__packs${!result.ok && result.problem.kind === 'packs' ? ' is-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="off"
            value={packsText}
            onFocus={hold}
            onChange={(event) => edit(() => setPacksText(event.target.value))}
          />
        </div>
        <fieldset className="size-curve__colors">
          <legend className="form-label">{t('size-curve.colors')}</legend>
          {model.rows.map((row) => (
            <div key={row.colorCode} className="form-check form-check-inline">
              <input
                id={`${id}-color-${row.colorCode}`}
                className="form-check-input"
                type="checkbox"
                checked={colors.has(row.colorCode)}
                onChange={(event) =>
                  edit(() =>
                    setColors((all) => {
                      const next = new Set(all);
                      if (event.target.checked) next.add(row.colorCode);
                      else next.delete(row.colorCode);
                      return next;
                    }),
                  )
                }
              />
              <label className="form-check-label" htmlFor={`${id}-color-${row.colorCode}`}>
                {row.colorName}
              </label>
            </div>
          ))}
        </fieldset>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-danger size-curve__problem">
          {problem}
        </p>
      ) : null}
      {result.ok ? (
        <div className="size-grid__scroll">
          <table className="table table-sm size-curve__preview">
            <caption>{t('size-curve.preview')}</caption>
            <SizeGridHead sizes={model.sizes} />
            <tbody>
              {result.value.rows.map((row) => (
                <tr key={row.colorCode}>
                  <th scope="row">{row.colorName}</th>
                  {row.cells.map((quantity, c) => (
                    <td
                      key={model.sizes[c]}
                      className="size-grid__total"
                      aria-label={quantity === null ? t('size-grid.not-made') : undefined}
                    >
                      {quantity === null ? '–' : quantity}
                    </td>
                  ))}
                  <td className="size-grid__total">{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {result.ok && result.value.missing.length > 0 ? (
        <ul className="size-curve__missing">
          {result.value.missing.map((gap) => (
            <li key={`${gap.colorName}:${gap.size}`}>
              {t('size-curve.missing', { color: gap.colorName, size: gap.size })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="size-curve__apply">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={!result.ok}
          onClick={() => fill(curveText, from)}
        >
          {t('size-curve.apply')}
        </button>
        <output className="size-curve__summary" aria-live="polite">
          {result.ok
            ? t('size-curve.summary', {
                curve: formatCurve(result.value.curve),
                packs: tc('size-curve.packs-count', result.value.packs),
                colors: tc('size-curve.colors-count', result.value.rows.length),
                pieces: tc('size-curve.pieces-count', pieces(result.value.total)),
              })
            : null}
          {filled ? <span className="size-curve__filled">{t('size-curve.filled')}</span> : null}
        </output>
      </div>
    </fieldset>
  );
}
