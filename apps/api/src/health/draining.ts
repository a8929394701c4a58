import { Injectable } from '@nestjs/common';

/**
 * Whether this process is stopping (SIGTERM, health/graceful-shutdown.ts). Readiness answers 503 from then on,
 * and whatever holds a connection open for long (the chat's event streams) ends it with a hint to come back
 * elsewhere.
 */
@Injectable()
export class Draining {
  private started = false;
  private readonly listeners = new Set<() => void>();

  get active(): boolean {
    return this.started;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const listener of this.listeners) listener();
    this.listeners.clear();
  }

  /** Calls `listener` once when draining starts (at once if it has); the function returned forgets it. */
  onStart(listener: () => void): () => void {
    if (this.started) {
      listener();
      return () => undefined;
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
