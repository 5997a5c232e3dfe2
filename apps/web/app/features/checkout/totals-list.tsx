import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { formatMoneyIn, formatVatRate, localeForLanguage } from '../../lib/money.ts';
import { type Totals, type TotalsRow, totalsRows } from './order-totals.ts';

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
  const rate = formatVatRate(totals.tax.rateBasisPoints, localeForLanguage(language));
  const label = (key: TotalsRow['key']) =>
    key === 'total'
      ? `${t('checkout.totals.total')} (${vatMode})`
      : key === 'vat'
        ? t('tax.vatAtRate', { rate })
        : t(`checkout.totals.${key}`);
  return (
    <>
      <dl className="checkout-totals">
        {totalsRows(totals, includeVat, { shippingChosen }).map((row) => (
          <div key={row.key} className={`checkout-totals__row checkout-totals__row--${row.key}`}>
            <dt>{label(row.key)}</dt>
            <dd>{money(row.amount)}</dd>
          </div>
        ))}
      </dl>
      {/* The legal reason no VAT is charged (reverse charge, export), as the invoice will print it. */}
      {totals.tax.noteKey ? <p className="checkout-totals__note">{t(totals.tax.noteKey)}</p> : null}
    </>
  );
}
