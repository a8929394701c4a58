import type { Sql } from './sql';

/**
 * A service that reads and writes through `Sql` with its statements built once, at start, from the entities'
 * metadata (`statements(db)`): a missing column stops the API there. A subclass passes its builder to `super`;
 * not a field initialiser (`sql = statements(this.db)`), as swc runs those before a constructor's parameter
 * properties are assigned.
 */
export abstract class SqlService<Statements> {
  protected readonly sql: Statements;

  constructor(
    protected readonly db: Sql,
    statements: (db: Sql) => Statements,
  ) {
    this.sql = statements(db);
  }
}
