import { type FormEvent, useId, useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';
import { quantityMessage, readQuantity } from '../../lib/quantity-input.ts';
import type { NewLine } from './trade-show-db.ts';
import type { SavedStyle } from './trade-show-types.ts';

/**
 * A saved style's size × colour grid, drawn from the device: a quantity per size and colour, saved as lines in
 * the basket on the device (ADR 91). Each colour's lines go into the basket the shop's rule picked when the season
 * was saved; the shop decides again when they are sent.
 */
export function StyleGrid({
  style,
  customerNumber,
  waiting,
  onAdd,
}: {
  style: SavedStyle;
  customerNumber: string;
  /** The sizes (variant ids) with a line still waiting on the device. */
  waiting: ReadonlySet<string>;
  onAdd: (lines: NewLine[]) => Promise<void>;
}) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const captionId = useId();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  /** The last lines saved from this grid: their note says whether they still wait or have gone to the shop. */
  const [added, setAdded] = useState<{ count: number; variantIds: string[] } | null>(null);
  const orderable = style.colors.filter((color) => color.orderType !== null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines: NewLine[] = [];
    for (const color of orderable) {
      for (const { size, variantId } of color.sizes) {
        const text = quantities[variantId] ?? '';
        if (text.trim() === '') continue;
        const parsed = readQuantity(text, true);
        if (!parsed.ok) {
          setProblem(quantityMessage(t, language, true));
          return;
        }
        if (parsed.quantity === 0 || !color.orderType) continue;
        lines.push({
          customerNumber,
          productId: style.id,
          productName: style.name,
          productNumber: style.number,
          variantId,
          colorCode: color.code,
          colorName: color.name,
          size,
          unitId: style.unitId,
          quantity: parsed.quantity,
          orderType: color.orderType,
          price: color.price,
          priceVariantId: color.firstVariantId,
          currencyCode: style.currencyCode,
        });
      }
    }
    if (lines.length === 0) {
      setProblem(t('trade-show.grid.nothing'));
      return;
    }
    setProblem(null);
    await onAdd(lines);
    setQuantities({});
    setAdded({ count: lines.length, variantIds: lines.map((line) => line.variantId) });
  }

  const addedText = added
    ? t(
        added.variantIds.some((variantId) => waiting.has(variantId))
          ? 'trade-show.grid.added'
          : 'trade-show.grid.sent',
        { lines: tc('trade-show.lines-count', added.count) },
      )
    : null;

  return (
    <form onSubmit={submit} className="trade-show-grid">
      <div className="table-responsive">
        <table className="table table-sm align-middle" aria-describedby={captionId}>
          <caption id={captionId} className="caption-top">
            {t('trade-show.grid.caption', { name: style.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('trade-show.grid.color')}</th>
              {style.sizes.map((size) => (
                <th scope="col" key={size} className="text-center">
                  {size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {style.colors.map((color) => (
              <tr key={color.code}>
                <th scope="row" className="fw-normal">
                  <span className="d-block fw-semibold">{color.name}</span>
                  <span className="small text-body-secondary">
                    {color.orderType
                      ? t(`cart.order-type-${color.orderType}`)
                      : t('trade-show.grid.not-orderable', { color: color.name })}
                  </span>
                </th>
                {style.sizes.map((size) => {
                  const cell = color.sizes.find((entry) => entry.size === size);
                  if (!cell || !color.orderType) return <td key={size} />;
                  return (
                    <td key={size}>
                      <input
                        className="form-control form-control-sm trade-show-grid__cell"
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={t('trade-show.grid.cell', { color: color.name, size })}
                        value={quantities[cell.variantId] ?? ''}
                        onChange={(event) =>
                          setQuantities((current) => ({ ...current, [cell.variantId]: event.target.value }))
                        }
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={orderable.length === 0}>
          {t('trade-show.grid.add')}
        </button>
        <output className={problem ? 'text-danger' : undefined}>{problem ?? addedText}</output>
      </div>
    </form>
  );
}
