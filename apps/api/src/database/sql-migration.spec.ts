import type { QueryRunner } from 'typeorm';
import { SqlMigration } from './sql-migration';

const CREATE = 'CREATE TABLE "a" ("id" integer)';
const INSERT = 'INSERT INTO "a" ("id") VALUES ($1)';
const INDEX = 'CREATE INDEX "IDX_a" ON "a" ("id")';
const DROP_INDEX = 'DROP INDEX "IDX_a"';
const DROP = 'DROP TABLE "a"';

class Example1234567890123 extends SqlMigration {
  name = 'Example1234567890123';
  protected readonly upStatements = [CREATE, { query: INSERT, parameters: [7] }, INDEX];
  protected readonly downStatements = [DROP_INDEX, DROP];
}

/** A query runner that records when each query starts and ends (after a pause), and its parameters. */
function recordingRunner() {
  const log: string[] = [];
  const parameters: (unknown[] | undefined)[] = [];
  const runner = {
    query: async (query: string, values?: unknown[]) => {
      log.push(`start ${query}`);
      parameters.push(values);
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`end ${query}`);
      return [];
    },
  };
  return { log, parameters, q: runner as unknown as QueryRunner };
}

/** The log of `queries` run one after another, each finished before the next started. */
const oneAfterAnother = (...queries: string[]) =>
  queries.flatMap((query) => [`start ${query}`, `end ${query}`]);

describe('SqlMigration', () => {
  it('up runs the statements in order, each finished before the next, with their parameters', async () => {
    const { log, parameters, q } = recordingRunner();
    await new Example1234567890123().up(q);
    expect(log).toEqual(oneAfterAnother(CREATE, INSERT, INDEX));
    expect(parameters).toEqual([undefined, [7], undefined]);
  });

  it('down runs its statements in the order given', async () => {
    const { log, q } = recordingRunner();
    await new Example1234567890123().down(q);
    expect(log).toEqual(oneAfterAnother(DROP_INDEX, DROP));
  });

  it('stops at a failing statement: the ones after it are not run', async () => {
    const queries: string[] = [];
    const q = {
      query: async (query: string) => {
        queries.push(query);
        if (query === INSERT) throw new Error('refused');
        return [];
      },
    } as unknown as QueryRunner;
    await expect(new Example1234567890123().up(q)).rejects.toThrow('refused');
    expect(queries).toEqual([CREATE, INSERT]);
  });
});
