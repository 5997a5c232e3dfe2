import type { CustomerDocumentLine, VatDecision } from '@shop/contracts';
import { LineQuantity } from '../../components/ui/line-quantity.tsx';
import { TotalQuantityRow } from '../../components/ui/total-quantity-row.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useDocumentFormat } from './use-document-format.ts';

/** An invoice's or credit memo's lines: item, colour, size, unit, quantity and amounts. */
export function DocumentLinesTable({
  lines,
  currencyCode,
  caption,
}: {
  lines: CustomerDocumentLine[];
  currencyCode: string;
  caption: string;
}) {
  const t = useT();
  const format = useDocumentFormat();
  return (
    <div className="table-responsive">
      <table className="table document-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customer-center.line.item')}</th>
            <th scope="col">{t('customer-center.line.variant')}</th>
            <th scope="col" className="text-end">
              {t('customer-center.document.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('customer-center.line.amount-excl-vat')}
            </th>
            <th scope="col" className="text-end">
              {t('customer-center.line.amount-incl-vat')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.lineNo}-${line.variantId}`}>
              <th scope="row">
                {line.name ?? line.productNumber}
                <span className="document-table__number">{line.productNumber}</span>
              </th>
              <td>{[line.colorName, line.size, line.unitName ?? line.unitId].filter(Boolean).join(' · ')}</td>
              <td className="text-end">
                <LineQuantity quantity={line.quantity} quantityPerUnit={line.quantityPerUnit} />
              </td>
              <td className="text-end text-nowrap">{format.money(line.amountWithoutVat, currencyCode)}</td>
              <td className="text-end text-nowrap">{format.money(line.amountWithVat, currencyCode)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalQuantityRow lines={lines} columnsAfter={2} />
        </tfoot>
      </table>
    </div>
  );
}

/** A posted document's totals: lines and shipping without VAT, VAT, and the total with VAT. */
export function DocumentTotals({
  document,
}: {
  document: {
    currencyCode: string;
    shippingFeeWithoutVat: number;
    amountWithoutVat: number;
    vat: number;
    amountWithVat: number;
    tax: VatDecision;
  };
}) {
  const t = useT();
  const format = useDocumentFormat();
  const money = (amount: number) => format.money(amount, document.currencyCode);
  return (
    <>
      <dl className="document-totals">
        <div className="document-totals__row">
          <dt>{t('customer-center.totals.shipping')}</dt>
          <dd>{money(document.shippingFeeWithoutVat)}</dd>
        </div>
        <div className="document-totals__row">
          <dt>{t('customer-center.totals.excl-vat')}</dt>
          <dd>{money(document.amountWithoutVat)}</dd>
        </div>
        <div className="document-totals__row">
          <dt>{t('tax.vatAtRate', { rate: format.vatRate(document.tax.rateBasisPoints) })}</dt>
          <dd>{money(document.vat)}</dd>
        </div>
        <div className="document-totals__row document-totals__row--total">
          <dt>{t('customer-center.totals.incl-vat')}</dt>
          <dd>{money(document.amountWithVat)}</dd>
        </div>
      </dl>
      {/* The legal reason no VAT is charged (reverse charge, export), as the PDF and the Excel file print it. */}
      {document.tax.noteKey ? <p className="document-totals__note">{t(document.tax.noteKey)}</p> : null}
    </>
  );
}
