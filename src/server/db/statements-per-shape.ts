import type { Database } from './client.ts';

/**
 * A statement built once per database and shape (what decides its SQL), then run with each call's
 * values as placeholders: Drizzle's building of a large statement costs the server as much CPU as
 * PostgreSQL's running it (see docs/decisions/desk-statements-built-once.md). A placeholder compared
 * with a column skips the column's mapping, so a time goes as its ISO text.
 */
export function statementsPerShape<Shape, Statement>(
  build: (db: Database, shape: Shape) => Statement,
): (db: Database, shape: Shape) => Statement {
  const built = new WeakMap<Database, Map<string, Statement>>();
  return (db, shape) => {
    const statements = built.get(db) ?? new Map<string, Statement>();
    built.set(db, statements);
    const key = JSON.stringify(shape);
    const statement = statements.get(key) ?? build(db, shape);
    statements.set(key, statement);
    return statement;
  };
}
