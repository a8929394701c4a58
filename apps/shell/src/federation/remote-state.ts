// Remotes whose last load failed: the next attempt re-reads remotes.json and re-registers them, so 'Reintentar'
// really starts over instead of reusing the runtime's cached failure.
const failed = new Set<string>();

export function markRemoteFailed(name: string): void {
  failed.add(name);
}

export function takeRemoteFailure(name: string): boolean {
  return failed.delete(name);
}
