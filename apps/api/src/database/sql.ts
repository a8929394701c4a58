import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DatabaseError, type QueryConfig, type QueryResult } from 'pg';
import { DataSource } from 'typeorm';
import { ISO_TIMESTAMPS } from './iso-timestamps';
import { DatabaseUnavailableError, isConnectionLost, runAgainIfRead } from './connection-loss';
import { Table, type ColumnKey, type TableSpec } from './table';

type PoolClient = {
  query: (query: string | QueryConfig<unknown[]>, params?: unknown[]) => Promise<QueryResult>;
  on: (event: 'error', listener: (error: Error) => void) => void;
  removeListener: (event: 'error', listener: (error: Error) => void) => void;
};
type Borrowed = { client: PoolClient; release: (error?: unknown) => void };

// Statements are prepared once per connection under a name derived from their text: PostgreSQL then skips
// parsing and analysing them on every call (the board's read spends about as long being parsed and planned as
// being run). The texts are a small fixed set (one per filter combination); past this many, unnamed.
const MAX_NAMED_STATEMENTS = 500;

export type SqlOptions = { namedStatements: boolean };
/** isoTimestamps: timestamptz columns arrive as ISO 8601 text (row types with WithIsoTimestamps). */
export type ReadOptions = {
  isoTimestamps?: boolean;
  /** A write that is safe to run twice (it only sets a timestamp to now()): repeated on a lost connection as a read is. */
  repeatable?: boolean;
};
export const SQL_OPTIONS = Symbol('SQL_OPTIONS');
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `q_${createHash('sha1').update(text).digest('hex')}`;
    statementNames.set(text, name);
  }
  return name;
}
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

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SQL_OPTIONS) private readonly options: SqlOptions,
  ) {
    this.driver = dataSource.driver as unknown as PooledDriver;
  }

  /** A table's names and column lists from its entity's metadata (services call it in their constructors: at start). */
  table<E, A extends ColumnKey<E>, H extends ColumnKey<E>>(spec: TableSpec<E, A, H>): Table<E, A, H> {
    return new Table(this.dataSource.getMetadata(spec.entity), spec);
  }

  async rows<T>(text: string, params: readonly unknown[] = [], read: ReadOptions = {}): Promise<T[]> {
    return (await this.query(text, params, read)).rows as T[];
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
    const { client, release } = await this.borrow().catch((error: unknown) => {
      throw isConnectionLost(error) ? new DatabaseUnavailableError() : error;
    });
    // Prepared by name too: the chat's send runs its long statement in a transaction, many times a second.
    const run = (text: string, params: readonly unknown[]) =>
      client.query({ name: this.statementName(text), text, values: params as unknown[] });
    const tx: SqlTransaction = {
      rows: async <R>(text: string, params: readonly unknown[] = []) => (await run(text, params)).rows as R[],
      execute: async (text: string, params: readonly unknown[] = []) =>
        (await run(text, params)).rowCount ?? 0,
    };
    try {
      await client.query('BEGIN', []);
      const result = await work(tx);
      await client.query('COMMIT', []);
      release();
      return result;
    } catch (error) {
      // A refused write (unknown receiver, duplicate) leaves a healthy connection once rolled back: keep it.
      const rollback = await client.query('ROLLBACK', []).then(
        () => undefined,
        (rollbackError: unknown) => rollbackError,
      );
      release(brokenConnection(rollback));
      // Lost before COMMIT answered: whether it was applied is unknown, and the client is told to try again.
      throw isConnectionLost(error) ? new DatabaseUnavailableError() : error;
    }
  }

  /** One statement on a pooled connection; a read whose connection is lost under it runs again (connection-loss.ts). */
  private query(text: string, params: readonly unknown[], read: ReadOptions = {}): Promise<QueryResult> {
    return runAgainIfRead(text, () => this.queryOnce(text, params, read), read.repeatable);
  }

  private async queryOnce(text: string, params: readonly unknown[], read: ReadOptions): Promise<QueryResult> {
    const { client, release } = await this.borrow();
    try {
      const name = this.statementName(text);
      const types = read.isoTimestamps ? ISO_TIMESTAMPS : undefined;
      const result = await client.query({ name, text, values: params as unknown[], types });
      release();
      return result;
    } catch (error) {
      release(brokenConnection(error));
      throw error;
    }
  }

  private statementName(text: string): string | undefined {
    return this.options.namedStatements ? statementName(text) : undefined;
  }

  /**
   * A pooled connection, listened to while borrowed. The pool stops listening for a connection's errors while it
   * is lent out, and a connection that fails between two statements (the server ending its backend, the network
   * dropping) emits an 'error' nobody handled, which stops the process. Here it is kept, and the connection goes
   * back to the pool as broken, to be thrown away.
   */
  private async borrow(): Promise<Borrowed> {
    const [client, release] = (await this.driver.obtainMasterConnection()) as [
      PoolClient,
      (error?: unknown) => void,
    ];
    let failed: Error | undefined;
    const onError = (error: Error) => (failed = error);
    client.on('error', onError);
    return {
      client,
      release: (error?: unknown) => {
        client.removeListener('error', onError);
        release(error ?? failed);
      },
    };
  }
}

/**
 * The error to hand back to the pool with a connection, or undefined to keep it. PostgreSQL answering with an
 * error (a constraint, bad data) leaves the connection usable; only a lost or failed connection is thrown away.
 * Throwing away sound connections cost more than a reconnect on the embedded database: its socket server takes
 * one client, and the replacement arrived while the old one was still closing (500s in the chat).
 */
function brokenConnection(error: unknown): unknown {
  return error === undefined || (error instanceof DatabaseError && !isConnectionLost(error))
    ? undefined
    : error;
}

export type SqlTransaction = {
  rows<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  execute(text: string, params?: readonly unknown[]): Promise<number>;
};

/** A LIKE pattern matching `value` anywhere, lower-cased, with LIKE's wildcards taken literally. */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}
