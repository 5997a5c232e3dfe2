import type { ProposalLine, ProposalSummary } from '@shop/contracts';
import type { ReactNode } from 'react';
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
  return (
    // A scrolling box reachable by keyboard: the sales side's lines hold nothing else to focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="table-responsive" tabIndex={0} aria-label={t('proposal-screens.lines.caption')}>
      <table className="table document-table">
        <caption className="visually-hidden">{t('proposal-screens.lines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('proposal-screens.lines.item-number')}</th>
            <th scope="col">{t('proposal-screens.lines.product')}</th>
            <th scope="col">{t('proposal-screens.lines.color')}</th>
            <th scope="col">{t('proposal-screens.lines.size')}</th>
            <th scope="col">{t('proposal-screens.lines.basket')}</th>
            <th scope="col" className="text-end">
              {t('customer-center.document.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('proposal-screens.lines.net-unit')}
            </th>
            <th scope="col" className="text-end">
              {t('proposal-screens.lines.net-line')}
            </th>
            <th scope="col" className="text-end">
              {t('proposal-screens.lines.rrp')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.lineNo}>
              <td>{line.productNumber}</td>
              <th scope="row">{line.name}</th>
              <td>{line.colorName}</td>
              <td>{line.size}</td>
              <td>{t(`cart.order-type-${line.orderType}`)}</td>
              <td className="text-end">{quantity ? quantity(line) : line.quantity}</td>
              <td className="text-end text-nowrap">{money(line.netUnitPrice, proposal.currencyCode)}</td>
              <td className="text-end text-nowrap">{money(line.netLinePrice, proposal.currencyCode)}</td>
              <td className="text-end text-nowrap">{money(line.rrpUnitPrice, proposal.rrpCurrencyCode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
