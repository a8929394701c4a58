import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { isProvider, type SessionUser } from '@reformas/shared-types';
import { Sql } from '../database/sql';
import { PROVIDERS_TO_REFRESH, RECOMPUTE_RESPONSE_TIMES } from './response-times.sql';

// The window moves with time alone (a conversation leaves it, an unanswered one starts to count): hourly is finer
// than anything the words shown can tell ('en unas 3 horas').
const REFRESH_EVERY_MS = 60 * 60 * 1000;
// Key of the advisory lock that lets one API process at a time run the refresh.
const LOCK_REFRESH = 4;

/**
 * Response times measured from the chat (docs/decisions.md "Response times"): stored in provider_stats
 * (and copied onto the directory rows), so no page view computes one. A provider's is recomputed when they reply
 * to someone for the first time, and everyone's once at start and every hour.
 */
@Injectable()
export class ResponseTimes implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('ResponseTimes');
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Sql) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refreshAll();
    this.timer = setInterval(() => {
      this.refreshAll().catch((error: unknown) => this.log.error(`No se pudo actualizar: ${String(error)}`));
    }, REFRESH_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /**
   * After messages are stored that were each their sender's first to that receiver (the send statement knows): the
   * medians of the providers among the senders may have moved. One statement for all of them.
   */
  async afterFirstMessages(senders: SessionUser[]): Promise<void> {
    const providers = [...new Set(senders.filter((s) => isProvider(s.userType)).map((s) => s.id))];
    if (providers.length > 0) await this.db.execute(RECOMPUTE_RESPONSE_TIMES, [providers]);
  }

  /** Every provider whose response time may have changed; one process at a time, the others skip the round. */
  async refreshAll(): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [lock] = await tx.rows<{ got: boolean }>('SELECT pg_try_advisory_xact_lock($1, 0) AS "got"', [
        LOCK_REFRESH,
      ]);
      if (!lock?.got) return;
      const ids = (await tx.rows<{ id: number }>(PROVIDERS_TO_REFRESH)).map((row) => row.id);
      if (ids.length > 0) await tx.execute(RECOMPUTE_RESPONSE_TIMES, [ids]);
    });
  }
}
