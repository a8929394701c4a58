// Remotes whose last load failed: the next attempt re-reads remotes.json and re-registers them, so 'Reintentar'
// really starts over instead of reusing the runtime's cached failure.
const failed = new Set<string>();

export function markRemoteFailed(name: string): void {
  failed.add(name);
}

export function takeRemoteFailure(name: string): boolean {
  return failed.delete(name);
}

/** The release each remote was loaded from on this page (what a client error report names). */
const releases = new Map<string, string>();

export function setRemoteRelease(name: string, release: string): void {
  releases.set(name, release);
}

export function releaseOf(name: string): string {
  return releases.get(name) ?? 'desconocida';
}
