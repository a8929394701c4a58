import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ChatMessage, ReadEvent } from '@reformas/shared-types';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { DATABASE_URL } from '../database/database.module';
import { ListenConnection } from '../database/listen-connection';
import { Sql, type SqlTransaction } from '../database/sql';
import { messageStatements, toChatMessage, type MessageRow } from './chat-message.rows';
import { pushPresence } from './push-presence.entity';

export type ChatEvent =
  | { type: 'message'; message: ChatMessage }
  | ({ type: 'read' } & ReadEvent)
  // Where a new stream starts: the id of the user's last message, sent as the stream's event id (no event), so
  // a browser that reconnects before any message arrived still resumes from there (Last-Event-ID).
  | { type: 'cursor'; id: number };

// What travels through NOTIFY: the message itself when it fits (a payload must stay under 8000 bytes),
// else only its id and each process reads the row.
export type Notice =
  { t: 'm'; id: number; msg?: ChatMessage } | { t: 'r'; reader: number; sender: number; upTo: number };
const NOTIFY_MAX_BYTES = 7500;

type Subscriber = { userId: number; deliver: (event: ChatEvent) => void; resync: () => Promise<void> };

const CHANNEL = 'chat_events';
const REPLAY_LIMIT = 1000;
// A stream's catch-up that failed (the database is coming back) is tried again after these waits, doubling.
const RESYNC_FIRST_WAIT_MS = 250;
const RESYNC_MAX_WAIT_MS = 5000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The chat's push fan-out. On a PostgreSQL server every API process LISTENs on one channel and the
 * writer NOTIFYs inside its transaction (delivered only on commit, so no event without a stored row);
 * on the embedded database, where NOTIFY does not cross connections and there is one process, events
 * go straight to this process's streams after the commit. Streams only see their user's conversations.
 */
@Injectable()
export class ChatEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ChatEvents');
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private readonly useListen: boolean;
  private readonly listener: ListenConnection;
  private closing = false;
  private readonly replaySql: string;
  private readonly byIdSql: string;
  private readonly lastIdSql: string;
  private readonly presenceSql: string;
  private readonly presenceEveryMs: number;
  private presenceTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Sql,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE_URL) databaseUrl: string,
  ) {
    this.useListen = Boolean(config.DATABASE_URL);
    this.listener = new ListenConnection(databaseUrl, CHANNEL, this.logger, {
      notice: (payload) => this.heard(payload),
      // After a loss, every open stream re-reads what it missed.
      up: (again) => again && this.resyncAll(),
    });
    const m = messageStatements(db);
    this.replaySql = `${m.from} WHERE ${m.senderId} = $1 AND ${m.id} > $2
      UNION ALL
      ${m.from} WHERE ${m.receiverId} = $1 AND ${m.id} > $2 AND ${m.notHidden}
      ORDER BY "id" LIMIT ${REPLAY_LIMIT}`;
    this.byIdSql = `${m.from} WHERE ${m.id} = $1`;
    this.lastIdSql = `SELECT GREATEST(
        (SELECT max(${m.id}) FROM ${m.table.name} WHERE ${m.senderId} = $1),
        (SELECT max(${m.id}) FROM ${m.table.name} WHERE ${m.receiverId} = $1), 0) AS "last"`;
    const p = db.table(pushPresence);
    this.presenceSql = `INSERT INTO ${p.name} (${p.col('userId')}, ${p.col('seenAt')}) SELECT unnest($1::int[]), now()
      ON CONFLICT (${p.col('userId')}) DO UPDATE SET ${p.col('seenAt')} = excluded.${p.col('seenAt')}`;
    // Often enough that an open stream always looks open to the unread-message notices (notifications/).
    this.presenceEveryMs = Math.max(1, Math.min(60, config.NOTIFY_UNREAD_AFTER / 4)) * 1000;
  }

  async onModuleInit(): Promise<void> {
    if (this.useListen) await this.listener.open();
    this.presenceTimer = setInterval(() => this.seen([...this.subscribers.keys()]), this.presenceEveryMs);
    this.presenceTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.presenceTimer);
    this.closing = true;
    await this.listener.close();
  }

  /** Inside the writing transaction: announce a new message or a read mark. */
  async notify(tx: SqlTransaction, notice: Notice): Promise<void> {
    if (!this.useListen) return;
    let payload = JSON.stringify(notice);
    if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES && notice.t === 'm') {
      payload = JSON.stringify({ t: 'm', id: notice.id });
    }
    await tx.execute(`SELECT pg_notify($1, $2)`, [CHANNEL, payload]);
  }

  /** The channel a writer NOTIFYs (sendStatement's $5), or null on the embedded database, which delivers itself. */
  get channel(): string | null {
    return this.useListen ? CHANNEL : null;
  }

  /**
   * A new message's notice as an SQL expression over the row `source` (the columns of ChatMessage, by those names),
   * for a statement that stores and announces it at once: the JSON that notify() would send, with createdAt as
   * toISOString() writes it (milliseconds, truncated as a JavaScript Date is), or only the id past NOTIFY_MAX_BYTES.
   */
  noticeSql(source: string): string {
    const col = (name: keyof ChatMessage) => `${source}."${name}"`;
    const message = `json_build_object('id', ${col('id')}, 'senderId', ${col('senderId')}, 'receiverId', ${col('receiverId')},
      'message', ${col('message')}, 'isRead', ${col('isRead')},
      'createdAt', to_char(${col('createdAt')} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
    const full = `json_build_object('t', 'm', 'id', ${col('id')}, 'msg', ${message})::text`;
    return `CASE WHEN octet_length(${full}) > ${NOTIFY_MAX_BYTES} THEN json_build_object('t', 'm', 'id', ${col('id')})::text
      ELSE ${full} END`;
  }

  /** After the commit: on the embedded database, deliver in this process. */
  async committed(notice: Notice): Promise<void> {
    if (!this.useListen) await this.dispatch(notice);
  }

  /**
   * A stream for one user: first what they missed after `lastId` (from the table), or without one, a cursor at
   * their last message; then live events, in id order, each message once. Live events that arrive meanwhile
   * wait. Returns the function that ends the subscription.
   */
  async subscribe(
    userId: number,
    lastId: number | undefined,
    write: (event: ChatEvent) => void,
  ): Promise<() => void> {
    let lastSent = lastId ?? 0;
    let replaying = true;
    let ended = false;
    const buffered: ChatEvent[] = [];
    const send = (event: ChatEvent) => {
      if (event.type === 'message') {
        if (event.message.id <= lastSent) return;
        lastSent = event.message.id;
      }
      write(event);
    };
    const flush = () => {
      replaying = false;
      for (const event of buffered.splice(0)) send(event);
    };
    const catchUp = async () => {
      const rows = await this.db.rows<MessageRow>(this.replaySql, [userId, lastSent]);
      for (const row of rows) send({ type: 'message', message: toChatMessage(row) });
    };
    const subscriber: Subscriber = {
      userId,
      deliver: (event) => (replaying ? buffered.push(event) : send(event)),
      // Live events wait until the catch-up has succeeded: sent first, they would move the stream past messages
      // it has not re-read yet, and those would never come (found by test:topology's pg_terminate_backend).
      resync: async () => {
        replaying = true;
        for (let wait = RESYNC_FIRST_WAIT_MS; !ended; wait = Math.min(wait * 2, RESYNC_MAX_WAIT_MS)) {
          try {
            await catchUp();
            break;
          } catch (error) {
            this.logger.warn(`Canal de ${userId} sin reponer, otra vez en ${wait} ms: ${String(error)}`);
            await sleep(wait);
          }
        }
        if (!ended) flush();
      },
    };
    const set = this.subscribers.get(userId) ?? new Set<Subscriber>();
    if (set.size === 0) this.seen([userId]);
    set.add(subscriber);
    this.subscribers.set(userId, set);
    const stop = () => {
      ended = true;
      set.delete(subscriber);
      if (set.size === 0) {
        this.subscribers.delete(userId);
        this.seen([userId]);
      }
    };
    try {
      if (lastId !== undefined) await catchUp();
      else {
        const row = await this.db.one<{ last: number }>(this.lastIdSql, [userId]);
        lastSent = Math.max(lastSent, row?.last ?? 0);
        write({ type: 'cursor', id: lastSent });
      }
    } catch (error) {
      stop();
      throw error;
    }
    flush();
    return stop;
  }

  /** These users have a stream open here now (push_presence); a failure only delays a notice's decision. */
  private seen(userIds: number[]): void {
    if (userIds.length === 0 || this.closing) return;
    this.db
      .execute(this.presenceSql, [userIds])
      .catch((error: unknown) => this.logger.warn(`Presencia no guardada: ${(error as Error).message}`));
  }

  private async dispatch(notice: Notice): Promise<void> {
    if (notice.t === 'r') {
      const event: ChatEvent = {
        type: 'read',
        readerId: notice.reader,
        senderId: notice.sender,
        upToId: notice.upTo,
      };
      for (const userId of new Set([notice.reader, notice.sender])) this.deliver(userId, event);
      return;
    }
    const message = notice.msg ?? (await this.readMessage(notice.id));
    if (!message) return;
    const event: ChatEvent = { type: 'message', message };
    this.deliver(message.senderId, event);
    this.deliver(message.receiverId, event);
  }

  private async readMessage(id: number): Promise<ChatMessage | undefined> {
    const row = await this.db.one<MessageRow>(this.byIdSql, [id]);
    return row ? toChatMessage(row) : undefined;
  }

  private deliver(userId: number, event: ChatEvent): void {
    for (const subscriber of this.subscribers.get(userId) ?? []) subscriber.deliver(event);
  }

  /** Skips the database read when nobody on this process follows either participant. */
  private wanted(notice: Notice): boolean {
    return notice.t === 'r' || this.subscribers.size > 0;
  }

  private heard(payload: string | undefined): void {
    let notice: Notice;
    try {
      notice = JSON.parse(payload ?? '') as Notice;
    } catch {
      return;
    }
    if (!this.wanted(notice)) return;
    this.dispatch(notice).catch((error: unknown) => {
      // A message too long for its notice, whose row could not be read: every stream here re-reads.
      this.logger.error(`Evento de chat no entregado: ${String(error)}`);
      this.resyncAll();
    });
  }

  private resyncAll(): void {
    for (const set of this.subscribers.values()) for (const subscriber of set) void subscriber.resync();
  }
}
