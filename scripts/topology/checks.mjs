// How test:topology and test:images report: one line per check (ok / MAL), counts on their own line, and at the
// end the failed checks and the exit code.

export function checkList(title) {
  const problems = [];
  return {
    expect(ok, what) {
      console.log(`  ${ok ? 'ok ' : 'MAL'} ${what}`);
      if (!ok) problems.push(what);
    },
    counts(label, values) {
      console.log(
        `  ${label}: ${Object.entries(values)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    },
    /** An error that ended the run early counts as a failed check. */
    crashed(error) {
      problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
      console.error(error);
    },
    /** Prints the verdict and ends the process: 1 if any check failed. */
    finish() {
      if (problems.length) {
        console.error(
          `\n${title}: ${problems.length} comprobación(es) fallida(s):\n- ${problems.join('\n- ')}`,
        );
        process.exit(1);
      }
      console.log(`\n${title}: todas las comprobaciones pasan.`);
      process.exit(0);
    },
  };
}
