// Types of until-answers.mjs for the TypeScript that imports it (the API and browser tests).
import type { ChildProcess } from 'node:child_process';
export declare function untilAnswers(
  url: string,
  options?: { deadlineMs?: number; intervalMs?: number; child?: ChildProcess },
): Promise<void>;
