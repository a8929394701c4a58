import type { Logger } from '@nestjs/common';
import { Client } from 'pg';

/** What a LISTEN connection tells its owner. */
export type ListenHandlers = {
  /** A notification's payload, as its writer sent it (after the writer's commit). */
  notice(payload: string | undefined): void;
  /** LISTEN holds; `again` after a loss, when whatever was sent meanwhile was missed. */
  up?(again: boolean): void;
  /** The connection was lost: notifications are missed until up() again. */
  down?(): void;
};

/**
 * One connection to PostgreSQL LISTENing on one channel, kept open: after a loss it connects again in 0.5 s, then
 * twice as long after each failure, up to 10 s. A connection of its own per channel: a busy channel (the chat's)
 * never delays the others' notices.
 */
export class ListenConnection {
  private client: Client | undefined;
  private closing = false;
  private retryMs = 500;
  private opened = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly logger: Logger,
    private readonly on: ListenHandlers,
  ) {}

  /** Connects and LISTENs now, or rejects: the owner decides whether that stops it or it retries (`retrySoon`). */
  async open(): Promise<void> {
    const client = new Client({ connectionString: this.url });
    client.on('notification', (message) => this.on.notice(message.payload));
    client.on('error', (error) => this.logger.warn(`Conexión LISTEN perdida: ${error.message}`));
    client.on('end', () => {
      // Only the connection in use: one that failed while connecting is retried by its opener.
      if (this.client !== client) return;
      this.client = undefined;
      this.on.down?.();
      if (!this.closing) this.retrySoon();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closing) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 500;
    const again = this.opened;
    this.opened = true;
    this.on.up?.(again);
  }

  retrySoon(): void {
    setTimeout(() => {
      if (this.closing) return;
      this.open().catch((error: unknown) => {
        this.logger.warn(`LISTEN no disponible: ${String(error)}`);
        this.retryMs = Math.min(this.retryMs * 2, 10_000);
        this.retrySoon();
      });
    }, this.retryMs).unref();
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.client?.end().catch(() => undefined);
  }
}
