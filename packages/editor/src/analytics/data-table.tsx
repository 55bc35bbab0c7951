import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Right-aligned, for counts and shares. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T, index: number): string;
}

export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? 'is-numeric' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td key={column.header} className={column.numeric ? 'is-numeric' : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The figures behind a chart, folded away: every chart has one, so nothing a chart shows is only
 * available as a picture.
 */
export function TableFallback<T>(props: DataTableProps<T>) {
  return (
    <details className="chart-table">
      <summary>Show as table</summary>
      <DataTable {...props} />
    </details>
  );
}
