import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One statement of a migration: its SQL, with the values of its $1, $2… when it has any. */
type SqlStatement = string | { readonly query: string; readonly parameters: readonly unknown[] };

/**
 * A migration that is a list of SQL statements: up() runs `upStatements` one after another, down() runs
 * `downStatements` in the order they are written (already the reverse of up's, as undoing needs), each awaited
 * before the next. A migration that reads rows or decides something keeps its own up() and down().
 *
 * The class name and `name` are what TypeORM records in the migrations table of every database that ran it:
 * once released, neither changes, nor does any statement.
 */
export abstract class SqlMigration implements MigrationInterface {
  abstract readonly name: string;
  protected abstract readonly upStatements: readonly SqlStatement[];
  protected abstract readonly downStatements: readonly SqlStatement[];

  public async up(q: QueryRunner): Promise<void> {
    await runStatements(q, this.upStatements);
  }

  public async down(q: QueryRunner): Promise<void> {
    await runStatements(q, this.downStatements);
  }
}

async function runStatements(q: QueryRunner, statements: readonly SqlStatement[]): Promise<void> {
  for (const statement of statements) {
    if (typeof statement === 'string') await q.query(statement);
    else await q.query(statement.query, [...statement.parameters]);
  }
}
