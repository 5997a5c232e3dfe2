import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { formatMoneyIn } from '../../lib/money.ts';
import { type Totals, totalsRows } from './order-totals.ts';

/** Subtotal, discount, shipping, total and VAT of a cart or an order, in the chosen VAT mode. */
export function TotalsList({
  totals,
  currencyCode,
  includeVat,
  shippingChosen = true,
}: {
  totals: Totals;
  currencyCode: string;
  includeVat: boolean;
  shippingChosen?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const money = (amount: number) => formatMoneyIn(amount, currencyCode, language);
  const vatMode = t(includeVat ? 'prices.incl-vat' : 'prices.excl-vat');
  return (
    <dl className="checkout-totals">
      {totalsRows(totals, includeVat, { shippingChosen }).map((row) => (
        <div key={row.key} className={`checkout-totals__row checkout-totals__row--${row.key}`}>
          <dt>
            {row.key === 'total'
              ? `${t('checkout.totals.total')} (${vatMode})`
              : t(`checkout.totals.${row.key}`)}
          </dt>
          <dd>{money(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
