import type { QuickOrderResponse, QuickOrderRowError } from '@shop/contracts';
import { maxLineQuantity } from '@shop/contracts/cart-constants';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { localeForLanguage } from '../../../lib/money.ts';
import { reducedLineText } from '../../../lib/quantity-input.ts';
import { orderTypeLabelKey } from '../order-type-summary.tsx';

/**
 * What a quick order or a size × colour grid put into the baskets (ADR 57): how many lines, per basket, each line
 * a Stock basket cut to its stock (issue 28), and each row that did not go in with its problem. `rowLabel` names a row as the person knows it (the pasted text, or
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
  // Issue 28: a line that got less than asked says so, and why, where it was added.
  const maxQuantityText = new Intl.NumberFormat(localeForLanguage(language)).format(maxLineQuantity);
  const reduced = answer.added.filter((line) => line.reducedBy !== null);
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
      {reduced.length > 0 ? (
        <ul className="lines-added__reduced">
          {reduced.map((line) => (
            <li key={`${line.lineNo}-${line.variantId}`}>
              {reducedLineText(t, {
                ...line,
                requested: line.orderedQuantity,
                reducedBy: line.reducedBy ?? 'stock',
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
                {rowLabel(error)}: {t(`quick-order.problem.${error.problem}`, { max: maxQuantityText })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
