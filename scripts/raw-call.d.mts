// Types of raw-call.mjs for the TypeScript that imports it (the static server's and the edge's tests).
import type { IncomingHttpHeaders } from 'node:http';
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
export declare function rawCall(
  base: string,
  rawPath: string,
  options?: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer>;
