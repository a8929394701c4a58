// The one wait for a server that is starting (the API, nginx, a static server), for the scripts, benches and
// tests: resolves once GET `url` answers 2xx; fails at once if the `child` process started for it has ended, or
// after `deadlineMs` with the last answer or error seen.
export async function untilAnswers(url, { deadlineMs = 90_000, intervalMs = 100, child } = {}) {
  const deadline = Date.now() + deadlineMs;
  let last;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `${url}: el proceso terminó (${child.exitCode ?? child.signalCode}) antes de responder`,
      );
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error?.cause?.code ?? error?.message ?? String(error);
    }
    if (Date.now() > deadline) throw new Error(`${url} no respondió en ${deadlineMs / 1000} s (${last})`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
