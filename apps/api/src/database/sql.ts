import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/**
 * Parameterised SQL on TypeORM's own `pg` pool. The reads on the hot path (the board, sessions) go
 * straight to the pool: TypeORM's per-query QueryRunner costs about a fifth of the board's throughput
 * under load (see BENCHMARKS.md). Schema changes still go through TypeORM migrations.
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
