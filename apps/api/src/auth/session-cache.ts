import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { SessionUser } from '@reformas/shared-types';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { DATABASE_URL } from '../database/database.module';
import { ListenConnection } from '../database/listen-connection';

const CHANNEL = 'session_changes';
/** Entries kept at most per process (the oldest go first): a bound on memory, not a working size. */
const MAX_ENTRIES = 20_000;

type Entry = { user: SessionUser; until: number };

/**
 * Who a session belongs to, remembered briefly by each API process, so that a signed-in request (a chat message,
 * say) does not ask PostgreSQL every time (issue 36). Only on a PostgreSQL server and only while this process
 * LISTENs on session_changes: triggers on sessions and users (migration 1797500000000) announce there, at commit and
 * whoever wrote, whose sessions were ended or whose details changed, and every process drops those entries. While
 * LISTEN is down nothing is kept (a notice may be missed), and an entry lives SESSION_CACHE_MS at most, never past
 * its session's expiry. This process's own ends of sessions drop their entries at once, before the notice arrives.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SessionCache');
  private readonly entries = new Map<string, Entry>();
  private readonly listener: ListenConnection | undefined;
  private readonly ttlMs: number;
  private listening = false;
  /** Counts drops: a lookup that read the database before one must not store what it read. */
  private generation = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(DATABASE_URL) databaseUrl: string) {
    this.ttlMs = config.SESSION_CACHE_MS;
    if (!config.DATABASE_URL || this.ttlMs === 0) return;
    this.listener = new ListenConnection(databaseUrl, CHANNEL, this.logger, {
      notice: (payload) => this.dropUsers(payload),
      up: () => {
        this.dropAll();
        this.listening = true;
      },
      down: () => {
        this.listening = false;
        this.dropAll();
      },
    });
  }

  async onModuleInit(): Promise<void> {
    // Without LISTEN at start the API still starts: it asks PostgreSQL on every request until LISTEN holds.
    await this.listener?.open().catch(() => this.listener?.retrySoon());
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.close();
  }

  /** The user of the session with stored id `id`, if remembered and still true. */
  get(id: string): SessionUser | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.user;
    this.entries.delete(id);
    return undefined;
  }

  /** Taken before reading the database; `remember` keeps what was read only if nothing was dropped since. */
  ticket(): number {
    return this.generation;
  }

  /** `expiresAtMs`: the session's expiry, in milliseconds since the epoch. */
  remember(ticket: number, id: string, user: SessionUser, expiresAtMs: number): void {
    if (!this.listening || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(id, { user, until: Math.min(Date.now() + this.ttlMs, expiresAtMs) });
  }

  /** Drops one session (its stored id) or every session of a user, now, in this process only. */
  forget({ id, userId }: { id?: string; userId?: number }): void {
    this.generation++;
    if (id !== undefined) this.entries.delete(id);
    if (userId !== undefined)
      for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  private dropUsers(payload: string | undefined): void {
    if (!payload || payload === '*') return this.dropAll();
    const ids = new Set(payload.split(',').map(Number));
    this.generation++;
    for (const [key, entry] of this.entries) if (ids.has(entry.user.id)) this.entries.delete(key);
  }

  private dropAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
