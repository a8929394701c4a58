import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/**
 * Parameterised SQL on TypeORM's own `pg` pool: the one way the services read and write. TypeORM's
 * per-query QueryRunner cost about a fifth of the board's throughput under load (BENCHMARKS.md);
 * entities describe the schema and migrations change it.
 */
@Injectable()
export class Sql {
  private readonly pool: Pool;

  constructor(dataSource: DataSource) {
    // TypeORM's PostgresDriver keeps its pg.Pool as `master`.
    this.pool = (dataSource.driver as unknown as { master: Pool }).master;
  }

  async rows<T>(text: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool.query(text, params as unknown[])).rows as T[];
  }

  async one<T>(text: string, params: readonly unknown[] = []): Promise<T | undefined> {
    return (await this.rows<T>(text, params))[0];
  }

  /** Runs a statement and returns how many rows it changed. */
  async execute(text: string, params: readonly unknown[] = []): Promise<number> {
    return (await this.pool.query(text, params as unknown[])).rowCount ?? 0;
  }
}

/** A LIKE pattern matching `value` anywhere, lower-cased, with LIKE's wildcards taken literally. */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}
