import { Injectable } from '@nestjs/common';
import type { QueryResult } from 'pg';
import { DataSource } from 'typeorm';

type PoolClient = { query: (text: string, params: unknown[]) => Promise<QueryResult> };
// PostgresDriver's public way to borrow a pooled connection (typeorm exports no deep type path).
type PooledDriver = { obtainMasterConnection(): Promise<[unknown, (error?: unknown) => void]> };

/**
 * Parameterised SQL on the connections of TypeORM's pool, taken through the driver's public
 * `obtainMasterConnection()`: the one way the services read and write. A QueryRunner per query cost about a
 * fifth of the board's throughput under load (BENCHMARKS.md); entities describe the schema and migrations,
 * generated from them, change it. Row types are picked from the entity classes.
 */
@Injectable()
export class Sql {
  private readonly driver: PooledDriver;

  constructor(dataSource: DataSource) {
    this.driver = dataSource.driver as unknown as PooledDriver;
  }

  async rows<T>(text: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.query(text, params)).rows as T[];
  }

  async one<T>(text: string, params: readonly unknown[] = []): Promise<T | undefined> {
    return (await this.rows<T>(text, params))[0];
  }

  /** Runs a statement and returns how many rows it changed. */
  async execute(text: string, params: readonly unknown[] = []): Promise<number> {
    return (await this.query(text, params)).rowCount ?? 0;
  }

  /** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
  async transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
    const [client, release] = (await this.driver.obtainMasterConnection()) as [
      PoolClient,
      (error?: unknown) => void,
    ];
    const tx: SqlTransaction = {
      rows: async <R>(text: string, params: readonly unknown[] = []) =>
        (await client.query(text, params as unknown[])).rows as R[],
      execute: async (text: string, params: readonly unknown[] = []) =>
        (await client.query(text, params as unknown[])).rowCount ?? 0,
    };
    try {
      await client.query('BEGIN', []);
      const result = await work(tx);
      await client.query('COMMIT', []);
      release();
      return result;
    } catch (error) {
      await client.query('ROLLBACK', []).catch(() => undefined);
      release(error);
      throw error;
    }
  }

  private async query(text: string, params: readonly unknown[]): Promise<QueryResult> {
    const [client, release] = (await this.driver.obtainMasterConnection()) as [
      PoolClient,
      (error?: unknown) => void,
    ];
    try {
      const result = await client.query(text, params as unknown[]);
      release();
      return result;
    } catch (error) {
      // As pg's own pool.query does: a connection that failed a query is not reused.
      release(error);
      throw error;
    }
  }
}

export type SqlTransaction = {
  rows<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  execute(text: string, params?: readonly unknown[]): Promise<number>;
};

/** A LIKE pattern matching `value` anywhere, lower-cased, with LIKE's wildcards taken literally. */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}
