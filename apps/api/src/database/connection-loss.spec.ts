import { DatabaseError } from 'pg';
import { DatabaseUnavailableError, isConnectionLost, isPlainRead, runAgainIfRead } from './connection-loss';

// What pg throws when the connection goes under a statement.
const lostSocket = () => new Error('Connection terminated unexpectedly');
const terminatedBackend = () =>
  Object.assign(new DatabaseError('terminating connection due to administrator command', 0, 'error'), {
    code: '57P01',
  });

/** A statement's attempts, each answering in turn (an Error is thrown). */
function attempts(...answers: unknown[]) {
  let calls = 0;
  const run = async () => {
    const answer = answers[calls++];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { run, calls: () => calls };
}

describe('a statement whose database connection is lost', () => {
  it('is a read: runs again, on a fresh connection', async () => {
    const statement = attempts(terminatedBackend(), [{ id: 1 }]);
    await expect(runAgainIfRead('SELECT id FROM users WHERE id = $1', statement.run)).resolves.toEqual([
      { id: 1 },
    ]);
    expect(statement.calls()).toBe(2);
  });

  it('is a read: tries a third connection when the second was lost too (ended at the same moment)', async () => {
    const statement = attempts(terminatedBackend(), lostSocket(), [{ id: 2 }]);
    await expect(runAgainIfRead('SELECT id FROM users', statement.run)).resolves.toEqual([{ id: 2 }]);
    expect(statement.calls()).toBe(3);
  });

  it('is a read that fails four times: DatabaseUnavailableError (503 with Retry-After: 1)', async () => {
    const statement = attempts(lostSocket(), lostSocket(), lostSocket(), lostSocket(), []);
    const error = await runAgainIfRead('SELECT 1', statement.run).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as DatabaseUnavailableError).retryAfterSeconds).toBe(1);
    expect(statement.calls()).toBe(4);
  });

  it('is a write: never repeated (it may have been applied), DatabaseUnavailableError at once', async () => {
    const statement = attempts(lostSocket(), { rowCount: 1 });
    const error = await runAgainIfRead('INSERT INTO users (name) VALUES ($1)', statement.run).catch((e) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(statement.calls()).toBe(1);
  });

  it('is a write its caller marks repeatable (a timestamp set to now()): runs again as a read does', async () => {
    const statement = attempts(terminatedBackend(), [{ id: 3 }]);
    const touch = 'WITH seen AS (UPDATE sessions SET "lastSeenAt" = now() WHERE id = $1) SELECT 3 AS id';
    await expect(runAgainIfRead(touch, statement.run, true)).resolves.toEqual([{ id: 3 }]);
    expect(statement.calls()).toBe(2);
  });

  it('any other error stays as it was, and is not repeated (a constraint is not a lost connection)', async () => {
    const duplicate = Object.assign(new DatabaseError('duplicate key', 0, 'error'), { code: '23505' });
    const statement = attempts(duplicate, []);
    await expect(runAgainIfRead('SELECT 1', statement.run)).rejects.toBe(duplicate);
    expect(statement.calls()).toBe(1);
  });
});

describe('isConnectionLost and isPlainRead', () => {
  it('tell a lost connection from a statement that failed', () => {
    expect(isConnectionLost(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(
      isConnectionLost(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isConnectionLost(Object.assign(new DatabaseError('x', 0, 'error'), { code: '08006' }))).toBe(true);
    expect(isConnectionLost(terminatedBackend())).toBe(true);
    expect(isConnectionLost(Object.assign(new DatabaseError('x', 0, 'error'), { code: '22001' }))).toBe(
      false,
    );
    expect(isConnectionLost(new TypeError('values must be an array'))).toBe(false);
  });

  it('take only plain SELECTs as safe to repeat', () => {
    expect(isPlainRead('  SELECT * FROM renovation_projects ORDER BY id DESC LIMIT 12')).toBe(true);
    expect(isPlainRead('SELECT id FROM users WHERE id = $1 FOR UPDATE')).toBe(false);
    expect(isPlainRead("SELECT pg_notify('chat', $1)")).toBe(false);
    expect(isPlainRead('WITH gone AS (DELETE FROM sessions RETURNING id) SELECT count(*) FROM gone')).toBe(
      false,
    );
    expect(isPlainRead('UPDATE sessions SET "lastSeenAt" = now()')).toBe(false);
  });
});
