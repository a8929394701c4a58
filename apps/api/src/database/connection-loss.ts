// What a lost database connection means for a statement, kept free of Nest so its spec runs as a unit test.
import { DatabaseError } from 'pg';

/**
 * A statement whose connection was lost and that could not be safely repeated: answered 503 with Retry-After
 * (common/http-exception.filter.ts), never a 500.
 */
export class DatabaseUnavailableError extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('La conexión con la base de datos se perdió');
  }
}

// Node's socket errors and pg's own when the socket goes (its messages are its API: it sets no code on them).
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
const LOST_CONNECTION_MESSAGE =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect/i;

/**
 * True when the statement failed because its connection did, not because of the statement: SQLSTATE class 08
 * (connection exception) and 57P01–57P03 (the backend was terminated, the server is shutting down or starting),
 * or the driver losing its socket.
 */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof DatabaseError) return /^(08|57P0[123])/.test(error.code ?? '');
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (code !== undefined && LOST_SOCKET_CODES.has(code)) || LOST_CONNECTION_MESSAGE.test(error.message);
}

/** A statement that only reads, so running it twice changes nothing: a SELECT with no locking clause or side effect. */
export function isPlainRead(text: string): boolean {
  return (
    /^\s*SELECT\b/i.test(text) &&
    !/\b(INSERT|UPDATE|DELETE|FOR\s+(NO\s+KEY\s+)?UPDATE|FOR\s+(KEY\s+)?SHARE|nextval|setval|pg_notify|pg_advisory\w*|set_config)\b/i.test(
      text,
    )
  );
}

// A read whose connection was lost waits this long, then runs again. Connections ended together (a restarted
// server, an operator's pg_terminate_backend) report it a moment apart: the pool may lend another dead one first,
// and on a busy machine the pool learns of them late. The edge does not retry a 503 on another process (they share
// the database), so the last wait is long enough for the pool to have dropped them all.
const READ_RETRY_DELAYS_MS = [20, 200, 1000];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a statement. If its connection is lost under it (the server restarted, an operator ended the backend, the
 * network dropped), a plain read runs again on another connection (three times at most, the pool having thrown the
 * broken ones away); a write may or may not have been applied, so it is not repeated: DatabaseUnavailableError,
 * answered 503 with Retry-After, never a 500.
 */
export async function runAgainIfRead<T>(text: string, run: () => Promise<T>, repeatable = false): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      if (!(repeatable || isPlainRead(text)) || attempt >= READ_RETRY_DELAYS_MS.length)
        throw new DatabaseUnavailableError();
      await sleep(READ_RETRY_DELAYS_MS[attempt]);
    }
  }
}
