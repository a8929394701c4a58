import { generate } from 'otplib';
import { runMain, type Database } from './api-process';

const STEP_SECONDS = 30;

/**
 * `node dist/api/main.js operator grant|revoke <email>` on a test's database, as an operator runs it: the server in
 * its URL, or its embedded folder (then with its API stopped: PGlite admits one process).
 */
export function operatorCli(database: Pick<Database, 'url' | 'dataDir'>, ...args: string[]) {
  return runMain(['operator', ...args], {
    DATABASE_URL: database.url ?? '',
    DATA_DIR: database.dataDir ?? '',
  });
}

// The last time step used per secret: the API takes each code once, so a test asks for the next step's.
const lastStep = new Map<string, number>();

/**
 * A TOTP code for `secret` that the API has not taken yet: the current step's, else the next one's (within the
 * API's one-step tolerance), else it waits for a new step.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const current = Math.floor(now / STEP_SECONDS);
    const step = Math.max(current, (lastStep.get(secret) ?? -1) + 1);
    // The API accepts a step at most one ahead of its clock.
    if (step <= current + 1) {
      lastStep.set(secret, step);
      return generate({ secret, epoch: step * STEP_SECONDS });
    }
    await new Promise((wake) => setTimeout(wake, 1000));
  }
}

/** A code that is certainly wrong now (the right one, off by one digit). */
export async function wrongCode(secret: string): Promise<string> {
  const right = await generate({ secret });
  return right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
}
