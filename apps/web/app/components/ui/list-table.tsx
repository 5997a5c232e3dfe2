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
 * The list kit's table (issue 31 item 9), for the customer center, the sales area, proposals and the back
 * office: a captioned table whose first column heads each row; below `stackBelow` every row becomes a card of
 * label/value lines (`.stacked-table`), so a phone shows every column without a box that scrolls sideways,
 * which keyboard users could not scroll (axe `scrollable-region-focusable`). Wide lists stack below `lg` or
 * `xl`, where their columns would not fit.
 */
export function ListTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
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
    </table>
  );
}
