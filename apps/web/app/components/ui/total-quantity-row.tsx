import { type CountedLine, countPieces } from '@shop/commerce';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';

/** The lines' total in pieces, as words ("12 pcs"): the value of a lines list's total-quantity row. */
export function useTotalPieces(): (lines: readonly CountedLine[]) => string {
  const tc = useTranslateCount();
  return (lines) => tc('cart.quantity-pieces', countPieces(lines));
}

/**
 * The receipt's footer row of a lines table whose third column is the quantity: the lines' total in pieces under it
 * (2 × 'Pack of 5' counts 10), `columnsAfter` empty columns after it. `quantityLabel` names the column where
 * the rows stack on a phone.
 */
export function TotalQuantityRow({
  lines,
  columnsAfter,
  quantityLabel,
}: {
  lines: readonly CountedLine[];
  columnsAfter: number;
  quantityLabel?: string;
}) {
  const t = useT();
  const tc = useTranslateCount();
  return (
    <tr>
      <th scope="row" colSpan={2}>
        {t('cart.total-quantity')}
      </th>
      <td className="text-end" data-label={quantityLabel}>
        {tc('cart.quantity-pieces', countPieces(lines))}
      </td>
      <td colSpan={columnsAfter} />
    </tr>
  );
}
