import type { QuickOrderResponse, QuickOrderRowError } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { orderTypeLabelKey } from '../order-type-summary.tsx';

/**
 * What a quick order or a size × colour grid put into the baskets (ADR 57): how many lines, per basket, and each
 * row that did not go in with its problem. `rowLabel` names a row as the person knows it (the pasted text, or
 * the grid's colour and size).
 */
export function LinesAddedResult({
  answer,
  rowLabel,
}: {
  answer: QuickOrderResponse;
  rowLabel: (error: QuickOrderRowError) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="lines-added">
      <p className="mb-1">{translateCount(t, language, 'quick-order.added', answer.added.length)}</p>
      {answer.carts.length > 0 ? (
        <ul className="mb-2">
          {answer.carts.map((cart) => (
            <li key={cart.cartId}>
              {translateCount(t, language, 'quick-order.into-basket', cart.lineCount, {
                basket: t(orderTypeLabelKey(cart.orderType)),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {answer.rowErrors.length > 0 ? (
        <>
          <p className="mb-1 text-danger">
            {translateCount(t, language, 'quick-order.not-added', answer.rowErrors.length)}
          </p>
          <ul className="lines-added__errors">
            {answer.rowErrors.map((error) => (
              <li key={`${error.row}-${error.problem}`}>
                {rowLabel(error)}: {t(`quick-order.problem.${error.problem}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
