import type { ProposalLine, ProposalSummary } from '@shop/contracts';
import type { ReactNode } from 'react';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';

/**
 * A proposal's frozen lines: the product, colour and size, the basket it was chosen for, the quantity, and the
 * customer's net prices (without VAT, in the proposal's currency) and RRP at the time it was sent; a price the
 * customer had none of shows as a dash. `quantity` replaces the quantity cell (the dealer's input).
 */
export function ProposalLinesTable({
  proposal,
  lines,
  quantity,
}: {
  proposal: Pick<ProposalSummary, 'currencyCode' | 'rrpCurrencyCode'>;
  lines: ProposalLine[];
  quantity?: (line: ProposalLine) => ReactNode;
}) {
  const t = useT();
  const format = useDocumentFormat();
  const money = (amount: number | null, currency: string) =>
    amount === null ? (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('proposal-screens.no-price')}</span>
      </>
    ) : (
      format.money(amount, currency)
    );
  const columns: ListColumn<ProposalLine>[] = [
    { header: t('proposal-screens.lines.product'), cell: (line) => line.name },
    { header: t('proposal-screens.lines.item-number'), cell: (line) => line.productNumber },
    { header: t('proposal-screens.lines.color'), cell: (line) => line.colorName },
    { header: t('proposal-screens.lines.size'), cell: (line) => line.size },
    { header: t('proposal-screens.lines.basket'), cell: (line) => t(`cart.order-type-${line.orderType}`) },
    {
      header: t('customer-center.document.quantity'),
      numeric: true,
      cell: (line) => (quantity ? quantity(line) : line.quantity),
    },
    {
      header: t('proposal-screens.lines.net-unit'),
      numeric: true,
      cell: (line) => money(line.netUnitPrice, proposal.currencyCode),
    },
    {
      header: t('proposal-screens.lines.net-line'),
      numeric: true,
      cell: (line) => money(line.netLinePrice, proposal.currencyCode),
    },
    {
      header: t('proposal-screens.lines.rrp'),
      numeric: true,
      cell: (line) => money(line.rrpUnitPrice, proposal.rrpCurrencyCode),
    },
  ];
  return (
    <ListTable
      caption={t('proposal-screens.lines.caption')}
      columns={columns}
      rows={lines}
      rowKey={(line) => String(line.lineNo)}
      stackBelow="xl"
    />
  );
}
