import type { ReactNode } from 'react';

/** One column of a list: its header, which is also each cell's label when the list stacks on a phone. */
export type ListColumn<Row> = {
  header: string;
  /** An actions column: its header is read by screen readers only and its stacked cells carry no label. */
  headerHidden?: boolean;
  /** Numbers and amounts: right-aligned in the table. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
};

/**
 * A row under the rows (a total): its label, and its value under the column headed `under` (the quantity's,
 * the amount's). In the table the label fills the columns before it; stacked on a phone, label and value
 * share one line, so the totals still add up below the cards.
 */
export type ListFooterRow = { key: string; label: ReactNode; under: string; value: ReactNode };

/**
 * The list kit's table (issue 31 item 9, ADR 84), for the customer center, the sales area, proposals and the
 * back office: a captioned table whose first column heads each row; below `stackBelow` every row becomes a
 * card of label/value lines (`.stacked-table`), so a phone shows every column without a box that scrolls
 * sideways, which keyboard users could not scroll (axe `scrollable-region-focusable`). Wide lists stack below
 * `lg` or `xl`, where their columns would not fit. `footer` adds total rows.
 */
export function ListTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer = [],
  stackBelow = 'md',
  captionVisible = false,
  className = '',
}: {
  caption: string;
  /** The caption above the table for everyone (e.g. "3 users of …"), not only for screen readers. */
  captionVisible?: boolean;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  footer?: readonly ListFooterRow[];
  stackBelow?: 'md' | 'lg' | 'xl';
  className?: string;
}) {
  const [first, ...rest] = columns;
  const alignment = (column: ListColumn<Row>) => (column.numeric ? 'is-numeric' : undefined);
  return (
    <table
      className={`table document-table stacked-table stacked-table--${stackBelow} ${className}`.trimEnd()}
    >
      <caption className={captionVisible ? 'caption-top' : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={alignment(column)}>
              {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {first ? (
              <th scope="row" data-label={first.header}>
                <div>{first.cell(row)}</div>
              </th>
            ) : null}
            {rest.map((column) => (
              <td
                key={column.header}
                data-label={column.headerHidden ? undefined : column.header}
                className={alignment(column)}
              >
                <div>{column.cell(row)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer.length > 0 ? (
        <tfoot>
          {footer.map((total) => {
            // A value under the first column (or an unknown one) goes under the last: the label needs a cell.
            const found = columns.findIndex((column) => column.header === total.under);
            const at = found >= 1 ? found : columns.length - 1;
            const after = columns.length - at - 1;
            return (
              <tr key={total.key} className="stacked-table__total">
                <th scope="row" colSpan={at} className="is-numeric">
                  {total.label}
                </th>
                <td className="is-numeric">{total.value}</td>
                {after > 0 ? <td colSpan={after} /> : null}
              </tr>
            );
          })}
        </tfoot>
      ) : null}
    </table>
  );
}
