import type { Key, ReactNode } from 'react';

/** One column of a RecordTable: its header, how a row fills its cell, and how the cell is set. */
export type RecordColumn<R> = {
  label: string;
  cell: (row: R) => ReactNode;
  /** A figure: header and cell right-aligned. */
  num?: boolean;
  /** A code (reference, id): the cell in the monospace face. */
  mono?: boolean;
};

/**
 * A `.wallet-table` of records in its scroll box. Each cell carries its column's label as
 * `data-label`: the phone layout shows each row as a card with these labels.
 */
export type RecordTableProps<R> = {
  rows: R[];
  rowKey: (row: R) => Key;
  columns: RecordColumn<R>[];
  /** Read by screen readers only. */
  caption?: string;
  /** A newer page is loading. */
  busy?: boolean;
};

export function RecordTable<R>({ rows, rowKey, columns, caption, busy }: RecordTableProps<R>) {
  return (
    <div className="table-scroll" aria-busy={busy || undefined}>
      <table className="wallet-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.num ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td
                  key={index}
                  className={column.num ? 'num' : column.mono ? 'mono' : undefined}
                  data-label={column.label}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
