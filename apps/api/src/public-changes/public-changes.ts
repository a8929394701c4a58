import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { DATABASE_URL } from '../database/database.module';
import { ListenConnection } from '../database/listen-connection';
import { Sql } from '../database/sql';

/**
 * What a public page shows that changed: the kind of item and its id, or no id when the change may touch several
 * items of that kind (a hired request named by its quote, a rating shown on profiles and services). Nothing else:
 * the stream is open to anyone, so it carries no private data, only which cached pages to drop.
 */
export type PublicChange = { kind: PublicKind; id?: number };
const PUBLIC_KINDS = ['project', 'worker', 'cleaning', 'all'] as const;
type PublicKind = (typeof PUBLIC_KINDS)[number];

const CHANNEL = 'public_pages';

/**
 * The fan-out of changes to public pages, for the renderers' caches (GET /api/public-changes). On a PostgreSQL
 * server each API process LISTENs and the writer NOTIFYs after its commit, so a renderer following any one process
 * hears of a write on any other; on the embedded database (one process, NOTIFY does not cross its connections) the
 * change goes straight to this process's streams.
 */
@Injectable()
export class PublicChanges implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PublicChanges');
  private readonly subscribers = new Set<(change: PublicChange) => void>();
  private readonly useListen: boolean;
  private readonly listener: ListenConnection;
  /** Whether the LISTEN connection is up: while it is not, a renderer must not trust its cache. */
  listening = false;
  private readonly listeningWatchers = new Set<(up: boolean) => void>();

  constructor(
    private readonly db: Sql,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE_URL) databaseUrl: string,
  ) {
    this.useListen = Boolean(config.DATABASE_URL);
    this.listening = !this.useListen;
    this.listener = new ListenConnection(databaseUrl, CHANNEL, this.logger, {
      notice: (payload) => {
        const change = parseChange(payload);
        if (change) this.dispatch(change);
      },
      up: () => this.setListening(true),
      down: () => this.setListening(false),
    });
  }

  async onModuleInit(): Promise<void> {
    // A database that refuses LISTEN at start must not stop the API: the renderers then cache nothing.
    if (this.useListen) await this.listener.open().catch(() => this.listener.retrySoon());
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener.close();
  }

  /** After the write committed. A failed NOTIFY is logged: the renderers' short TTL bounds what it costs. */
  async changed(changes: PublicChange[]): Promise<void> {
    for (const change of changes) {
      if (!this.useListen) {
        this.dispatch(change);
        continue;
      }
      await this.db
        .execute(`SELECT pg_notify($1, $2)`, [CHANNEL, JSON.stringify(change)])
        .catch((error: unknown) => this.logger.warn(`NOTIFY no enviado: ${(error as Error).message}`));
    }
  }

  subscribe(deliver: (change: PublicChange) => void): () => void {
    this.subscribers.add(deliver);
    return () => this.subscribers.delete(deliver);
  }

  /** Told of every loss and return of LISTEN, so a stream can tell its renderer to stop trusting its cache. */
  watchListening(watch: (up: boolean) => void): () => void {
    this.listeningWatchers.add(watch);
    return () => this.listeningWatchers.delete(watch);
  }

  private setListening(up: boolean): void {
    if (this.listening === up) return;
    this.listening = up;
    for (const watch of this.listeningWatchers) watch(up);
  }

  private dispatch(change: PublicChange): void {
    for (const deliver of this.subscribers) deliver(change);
  }
}

function parseChange(payload: string | undefined): PublicChange | undefined {
  try {
    const value = JSON.parse(payload ?? '') as PublicChange;
    if (!(PUBLIC_KINDS as readonly string[]).includes(value.kind)) return undefined;
    return value.id === undefined ? { kind: value.kind } : { kind: value.kind, id: Number(value.id) };
  } catch {
    return undefined;
  }
}
