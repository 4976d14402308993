import { getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A row's values, each a value or the placeholder of a prepared statement. */
export type RowInputs<Table extends PgTable> = {
  [Column in keyof Table['$inferInsert']]: Table['$inferInsert'][Column] | Placeholder;
};

/**
 * `insert into table (…) select <values> from source`: the row is written once for each row of
 * `source`, so not at all when it is empty. One statement can then write a row only when an earlier
 * step of it (a CTE) succeeded. Each value is cast to its column's type, which PostgreSQL does not infer
 * for a parameter in a select list.
 */
export function insertForEachRow<Table extends PgTable>(
  table: Table,
  values: RowInputs<Table>,
  source: SQL,
): SQL {
  const columns = getTableColumns(table);
  const written = Object.entries(values).flatMap(([key, value]) => {
    const column = columns[key];
    return column && value !== undefined ? [{ column, value }] : [];
  });
  const names = written.map(({ column }) => sql.identifier(column.name));
  const selected = written.map(
    ({ column, value }) => sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`,
  );
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} from ${source}`;
}
