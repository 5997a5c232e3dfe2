import type { CustomerDocumentLine, VatDecision } from '@shop/contracts';
import { LineQuantity } from '../../components/ui/line-quantity.tsx';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { useTotalPieces } from '../../components/ui/total-quantity-row.tsx';
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
  const pieces = useTotalPieces();
  const quantity = t('customer-center.document.quantity');
  const columns: ListColumn<CustomerDocumentLine>[] = [
    {
      header: t('customer-center.line.item'),
      cell: (line) => (
        <>
          {line.name ?? line.productNumber}
          <span className="document-table__number">{line.productNumber}</span>
        </>
      ),
    },
    {
      header: t('customer-center.line.variant'),
      cell: (line) => [line.colorName, line.size, line.unitName ?? line.unitId].filter(Boolean).join(' · '),
    },
    {
      header: quantity,
      numeric: true,
      cell: (line) => <LineQuantity quantity={line.quantity} quantityPerUnit={line.quantityPerUnit} />,
    },
    {
      header: t('customer-center.line.amount-excl-vat'),
      numeric: true,
      cell: (line) => format.money(line.amountWithoutVat, currencyCode),
    },
    {
      header: t('customer-center.line.amount-incl-vat'),
      numeric: true,
      cell: (line) => format.money(line.amountWithVat, currencyCode),
    },
  ];
  return (
    <ListTable
      caption={caption}
      captionVisible
      columns={columns}
      rows={lines}
      rowKey={(line) => `${line.lineNo}-${line.variantId}`}
      footer={[{ key: 'quantity', label: t('cart.total-quantity'), under: quantity, value: pieces(lines) }]}
      stackBelow="lg"
    />
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
