import type { ReactNode } from 'react';

export type AdminTableProps<R> = {
  caption: string;
  /** The caption is for screen readers only (the heading above the table says it). */
  hiddenCaption?: boolean;
  /** Each column's header. */
  columns: readonly ReactNode[];
  rows: readonly R[];
  /** One row's <tr>, with its key. */
  row: (item: R) => ReactNode;
  /** What shows instead of the table when there is no row. */
  empty: string;
};

/** A console table (admin.css's admin-table), scrolling sideways on a narrow screen; its empty text when no row. */
export function AdminTable<R>({
  caption,
  hiddenCaption = false,
  columns,
  rows,
  row,
  empty,
}: AdminTableProps<R>) {
  if (rows.length === 0) return <p className="admin-empty">{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className={hiddenCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </table>
    </div>
  );
}
