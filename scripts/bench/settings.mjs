// How a bench is set: numbers from BENCH_* variables of the environment, each with its default (the bench's header
// lists them), and `--write`, which also replaces the bench's section of BENCHMARKS.md (benchmarks-file.mjs).

/** The number in the environment variable `name` when it is set, else `fallback`. */
export const envNumber = (name, fallback) => Number(process.env[name] ?? fallback);

/** Whether the bench also writes its section of BENCHMARKS.md (`--write`). */
export const WRITE = process.argv.includes('--write');

/**
 * How bench:api and bench:topology load a read: for BENCH_SECONDS (default 8) per measurement, with
 * BENCH_CONNECTIONS (50), in BENCH_ROUNDS alternating rounds (3) whose medians are reported.
 */
export const HTTP_LOAD = {
  seconds: envNumber('BENCH_SECONDS', 8),
  connections: envNumber('BENCH_CONNECTIONS', 50),
  rounds: envNumber('BENCH_ROUNDS', 3),
};
