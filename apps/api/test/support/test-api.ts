import { createDatabase, startApi, startTestApi, type ApiProcess, type Database } from './api-process';

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

// PGlite's start on a busy 2-core machine can take many seconds (api-process.ts sets the default
// timeout of tests and hooks, which jest 30 does not take from the project config).
const START_TIMEOUT_MS = 120_000;

/**
 * One API on a fresh database for the whole file: started in beforeAll, stopped (and its database
 * dropped) in afterAll, even when the start was still under way when a hook timed out.
 */
export function useTestApi(
  // A function when the env is known only once an earlier beforeAll ran (the port of a server the file started).
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { embedded?: boolean; allowServerErrors?: boolean } = {},
): { readonly url: string; readonly api: TestApi } {
  let api: TestApi | undefined;
  let starting: Promise<TestApi> | undefined;
  beforeAll(async () => {
    starting = startTestApi(typeof env === 'function' ? env() : env, options);
    api = await starting;
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    const running = api ?? (await starting?.catch(() => undefined));
    await running?.stop();
    // Whatever a file asserts, an answer 5xx anywhere in it is a failure (the API logs each one as an error).
    const serverErrors = running ? serverErrorLines(running.output()) : [];
    if (serverErrors.length && !options.allowServerErrors)
      throw new Error(`the API answered 5xx during this file:\n${serverErrors.join('\n')}`);
    // Through Prism (API_VIA_PRISM=1): every exchange of the file as the OpenAPI document describes it.
    const violations = running?.documentViolations() ?? [];
    if (violations.length)
      throw new Error(
        `${violations.length} answer(s) at odds with the OpenAPI document (Prism):\n${violations
          .map((v) => `${v.method} ${v.path} ${v.status} ${v.location}: ${v.message}`)
          .join('\n')}`,
      );
  }, START_TIMEOUT_MS);
  return {
    get api() {
      if (!api) throw new Error('the test API is not running');
      return api;
    },
    get url() {
      return this.api.url;
    },
  };
}

/** The API's log lines of answers 5xx (http-exception.filter.ts logs each at level error, 50). */
function serverErrorLines(output: string): string[] {
  return output.split('\n').filter((line) => line.includes('"level":50') && line.includes('error interno'));
}

/**
 * Two API processes on one fresh database for the whole file, for what every process must share (limits, the
 * chat's push): on the server in DATABASE_URL; the embedded database admits one process, which then serves as
 * both `a` and `b`.
 */
export function useTwoApis(env: Record<string, string> = {}): {
  readonly a: ApiProcess;
  readonly b: ApiProcess;
} {
  let database: Database | undefined;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  beforeAll(async () => {
    database = await createDatabase();
    a = await startApi(database, env);
    b = process.env.DATABASE_URL ? await startApi(database, env) : a;
  }, 2 * START_TIMEOUT_MS);
  afterAll(async () => {
    await a?.stop();
    if (b !== a) await b?.stop();
    await database?.drop();
  }, START_TIMEOUT_MS);
  const running = (api: ApiProcess | undefined) => {
    if (!api) throw new Error('the test APIs are not running');
    return api;
  };
  return {
    get a() {
      return running(a);
    },
    get b() {
      return running(b);
    },
  };
}
