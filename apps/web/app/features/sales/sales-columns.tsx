import { type LanguageCode, localizePath } from '@shop/contracts';
import type { ListColumn } from '../../components/ui/list-table.tsx';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';
import { ActAsForm } from '../impersonation/act-as-form.tsx';

type CustomerRow = { customerName: string; customerNumber: string };

/** The sales lists' customer column: the name, and the number under it. */
export function customerColumn<Row extends CustomerRow>(header: string): ListColumn<Row> {
  return {
    header,
    cell: (row) => (
      <>
        <span className="d-block">{row.customerName}</span>
        <span className="d-block small text-body-secondary">{row.customerNumber}</span>
      </>
    ),
  };
}

/**
 * The sales lists' last column: one button that starts acting for the row's customer and opens `open.to`
 * (an order, the basket). Its header is for screen readers; the button's accessible name says which row.
 */
export function actAsColumn<Row extends CustomerRow>(
  header: string,
  open: (row: Row) => { to: string; label: string; text: string },
): ListColumn<Row> {
  return {
    header,
    headerHidden: true,
    cell: (row) => {
      const { to, label, text } = open(row);
      return (
        <ActAsForm
          customerNumber={row.customerNumber}
          returnTo={to}
          label={label}
          className="btn btn-outline-primary btn-sm"
        >
          {text}
        </ActAsForm>
      );
    },
  };
}

/** What an order's act-as button opens: the order's page, acting for its customer. */
export function openOrder(t: TranslateFunction, language: LanguageCode) {
  return (order: { orderId: string; customerName: string }) => ({
    to: localizePath('order', language, { id: order.orderId }),
    label: t('sales.running.open-label', { orderId: order.orderId, name: order.customerName }),
    text: t('sales.running.open'),
  });
}
