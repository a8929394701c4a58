import { Injectable, Logger } from '@nestjs/common';
import { Sql, type SqlTransaction } from '../database/sql';
import { DatabaseUnavailableError } from '../database/connection-loss';
import {
  conversationQuerySchema,
  markReadSchema,
  sendMessageSchema,
  type ChatMessage,
  type Contact,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { WriteLimits, type MessageWaits } from '../rate-limits/write-limits';
import { ChatEvents } from './chat-events';
import { ResponseTimes } from '../response-times/response-times.service';
import { messageStatements, toChatMessage, type MessageRow } from './chat-message.rows';
import { users, type User } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { cleaningServices } from '../cleaning/cleaning-service.entity';
import { inTouch } from '../users/in-touch';
import { userBlocks } from '../blocks/user-block.entity';
import { maskName, type SessionUser } from '@reformas/shared-types';

// A user with what the contacts query adds (the e-mail only of those who answered: docs/privacy.md).
const CONTACT_USER_COLUMNS = ['id', 'name', 'username', 'userType'] as const;
type ContactRow = Pick<User, (typeof CONTACT_USER_COLUMNS)[number]> & {
  email: string | null;
  named: boolean;
  hasWorkerProfile: boolean;
  hasCleaningService: boolean;
  lastMessageAt: Date | null;
  unreadCount: string | number;
};

type ConversationQuery = z.output<typeof conversationQuerySchema>;

@Injectable()
export class MessagesService {
  // Built once, at start, from the entity: a missing column stops the API there.
  private readonly m: ReturnType<typeof messageStatements>;
  private readonly contactsSql: string;
  private readonly counting: ReturnType<WriteLimits['messageCounting']>;
  private readonly sendSql: string;

  private readonly lockSql: string;
  private readonly logger = new Logger('MessagesService');
  private readonly waiting: PendingSend[] = [];
  private batches = 0;

  constructor(
    private readonly db: Sql,
    private readonly events: ChatEvents,
    private readonly limits: WriteLimits,
    private readonly responseTimes: ResponseTimes,
  ) {
    this.m = messageStatements(db);
    this.contactsSql = contactsStatement(db, this.m);
    this.counting = limits.messageCounting({
      from: `"stored" JOIN "input" ON "input"."sender" = "stored"."senderId" JOIN "prior" USING ("n")`,
      sender: '"input"."sender"',
      isNew: 'NOT "prior"."pair"',
      first: 6,
    });
    this.sendSql = sendStatement(db, this.m, this.counting, events.noticeSql('"stored"'));
    // A subquery with ORDER BY is not flattened: the locks are taken in its order. With them, for the rest of the
    // transaction, the prepared send statement keeps its generic plan: PostgreSQL would otherwise plan it again on
    // every run (a custom plan for each array), which cost twice its execution (docs/decisions.md, "The chat's capacity").
    this.lockSql = `SELECT count(pg_advisory_xact_lock("u")), set_config('plan_cache_mode', 'force_generic_plan', true)
      FROM (SELECT DISTINCT unnest($1::int[]) AS "u" ORDER BY 1) "people"`;
  }

  /**
   * The latest `limit` messages between two users below `before`, oldest first, and whether older ones exist;
   * only a participant may read it.
   */
  async conversation(
    query: ConversationQuery,
    caller: SessionUser,
  ): Promise<{ items: ChatMessage[]; hasMore: boolean }> {
    const { userId1, userId2, limit, before } = query;
    if (caller.id !== userId1 && caller.id !== userId2) throw new DomainError('NOT_PARTICIPANT');
    const { from, senderId, receiverId, id, notHidden } = this.m;
    const rows = await this.db.rows<MessageRow>(
      `${from}
        WHERE ((${senderId} = $1 AND ${receiverId} = $2) OR (${senderId} = $2 AND ${receiverId} = $1))
          AND ($3::int IS NULL OR ${id} < $3) AND (${senderId} = $5 OR ${notHidden})
        ORDER BY ${id} DESC LIMIT $4`,
      [userId1, userId2, before ?? null, limit + 1, caller.id],
    );
    const hasMore = rows.length > limit;
    return { items: rows.slice(0, limit).reverse().map(toChatMessage), hasMore };
  }

  /**
   * Stores the message and announces it to both participants' streams, in one transaction. Locks on both
   * users make ids commit in order for each of them, so "everything after id N" never skips one; a retry
   * with the same clientKey gives back the stored message and announces nothing twice. Sends that arrive while
   * this process already has SEND_BATCHES transactions going wait and share the next one (send's batches): one
   * commit, and one turn of PostgreSQL's NOTIFY lock, for many messages.
   */
  send(body: z.output<typeof sendMessageSchema>, caller: SessionUser): Promise<Sent> {
    if (body.senderId !== undefined && body.senderId !== caller.id) throw new DomainError('NOT_OWN_IDENTITY');
    if (body.receiverId === caller.id) throw new DomainError('CANNOT_MESSAGE_SELF');
    return new Promise<Sent>((resolve, reject) => {
      this.waiting.push({ body, caller, resolve, reject });
      this.nextBatch();
    });
  }

  private nextBatch(): void {
    while (this.batches < SEND_BATCHES && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, SEND_BATCH_MAX);
      this.batches += 1;
      void this.sendBatch(batch).finally(() => {
        this.batches -= 1;
        this.nextBatch();
      });
    }
  }

  /**
   * One transaction for the batch: the advisory locks of everyone in it, in ascending order (as every batch takes
   * them, so two never wait on each other), then one statement a round (sendRounds). A refusal (limit, unknown
   * receiver) answers that send alone; a lost connection answers them all 503; any other failure rolls the batch
   * back, and then each send is tried on its own.
   */
  private async sendBatch(batch: PendingSend[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.db.transaction(async (tx) => {
        const people = batch.flatMap(({ body, caller }) => [caller.id, body.receiverId]);
        await tx.execute(this.lockSql, [people]);
        const done: Outcome[] = [];
        for (const round of sendRounds(batch)) {
          const sent = await this.sendRound(
            tx,
            round.map((i) => batch[i]),
          );
          round.forEach((i, k) => (done[i] = sent[k]));
        }
        return done;
      });
    } catch (error) {
      // A lost connection may have lost it after the COMMIT took effect: sent again one by one, a message without a
      // clientKey would be stored twice. Every send of the batch is answered 503 instead, as a single send is, and
      // the client resends with its key (which finds the stored one).
      if (error instanceof DatabaseUnavailableError) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      if (batch.length === 1) {
        // A receiver deleted between the statement's check and its insert.
        batch[0].reject(
          isForeignKeyViolation(error, 'chat_messages_receiverId_fkey')
            ? new DomainError('RECEIVER_NOT_FOUND')
            : error,
        );
        return;
      }
      await Promise.all(batch.map((pending) => this.sendBatch([pending])));
      return;
    }
    // In id order: on the embedded database the in-process push must see each user's messages in order, and a later
    // send of the batch may have been stored in an earlier round.
    const order = outcomes
      .map((outcome, i) => ({ outcome, i }))
      .sort((x, y) => idOf(x.outcome) - idOf(y.outcome));
    const firsts: { pending: PendingSend; sent: Sent }[] = [];
    for (const { outcome, i } of order) {
      const pending = batch[i];
      if (outcome instanceof DomainError) {
        pending.reject(outcome);
        continue;
      }
      try {
        const message = toChatMessage(outcome.row);
        if (outcome.created) await this.events.committed({ t: 'm', id: message.id, msg: message });
        const sent = { message, created: outcome.created };
        if (outcome.firstToReceiver) firsts.push({ pending, sent });
        else pending.resolve(sent);
      } catch (error) {
        pending.reject(error);
      }
    }
    if (firsts.length > 0) void this.afterFirstMessages(firsts);
  }

  /**
   * A provider's first message to someone may be a first reply, which moves their response time: recomputed for the
   * batch's first messages in one statement, after the batch has freed its turn (so the next sends do not wait for
   * it), and answered after it. The message is stored either way: a failed recompute is logged and left to the
   * hourly refresh.
   */
  private async afterFirstMessages(firsts: { pending: PendingSend; sent: Sent }[]): Promise<void> {
    try {
      await this.responseTimes.afterFirstMessages(firsts.map(({ pending }) => pending.caller));
    } catch (error) {
      this.logger.warn(`Tiempo de respuesta no recalculado: ${String(error)}`);
    }
    for (const { pending, sent } of firsts) pending.resolve(sent);
  }

  /** A round's statement (sendStatement) inside the batch's transaction: each send's outcome, in the round's order. */
  private async sendRound(tx: SqlTransaction, round: PendingSend[]): Promise<Outcome[]> {
    const rows = await tx.rows<SentRow>(this.sendSql, [
      round.map(({ caller }) => caller.id),
      round.map(({ body }) => body.receiverId),
      round.map(({ body }) => body.message),
      round.map(({ body }) => body.clientKey ?? null),
      this.events.channel,
      ...this.counting.params,
    ]);
    const outcomes: Outcome[] = [];
    for (const [k, { body, caller }] of round.entries()) {
      const row = rows[k];
      if (row.id != null) {
        outcomes.push({ row, created: true, firstToReceiver: row.firstToReceiver });
        continue;
      }
      if (body.clientKey) {
        const { senderId, clientKey } = this.m;
        const [existing] = await tx.rows<MessageRow>(
          `${this.m.from} WHERE ${senderId} = $1 AND ${clientKey} = $2`,
          [caller.id, body.clientKey],
        );
        if (existing) {
          outcomes.push({ row: existing, created: false, firstToReceiver: false });
          continue;
        }
      }
      // A block refuses before the limits: nothing was stored, so nothing was counted either.
      if (row.blockedByReceiver) outcomes.push(new DomainError('BLOCKED_BY_RECEIVER'));
      else if (row.receiverBlocked) outcomes.push(new DomainError('RECEIVER_BLOCKED'));
      else outcomes.push(this.limits.refusal(row) ?? new DomainError('RECEIVER_NOT_FOUND'));
    }
    return outcomes;
  }

  /** Messages to the caller not read yet. */
  async unreadCount(caller: SessionUser): Promise<{ count: number }> {
    const row = await this.db.one<{ count: string }>(
      `SELECT count(*) AS "count" FROM "chat_messages" WHERE "receiverId" = $1 AND NOT "isRead" AND ${this.m.notHidden}`,
      [caller.id],
    );
    return { count: Number(row?.count ?? 0) };
  }

  /** Marks what senderId sent to receiverId as read; only the receiver may. */
  async markRead(body: z.output<typeof markReadSchema>, caller: SessionUser): Promise<{ updated: number }> {
    if (body.receiverId !== caller.id) throw new DomainError('ONLY_RECEIVER_MARKS_READ');
    const { senderId, receiverId } = body;
    const result = await this.db.transaction(async (tx) => {
      const [row] = await tx.rows<{ updated: string; upTo: number | null }>(
        `WITH changed AS (
           UPDATE "chat_messages" SET "isRead" = true
            WHERE "senderId" = $1 AND "receiverId" = $2 AND NOT "isRead" RETURNING "id")
         SELECT count(*) AS "updated", max("id") AS "upTo" FROM changed`,
        [senderId, receiverId],
      );
      const updated = Number(row?.updated ?? 0);
      // The sender's stream learns that its messages were read (the read mark).
      if (updated > 0 && row?.upTo)
        await this.events.notify(tx, { t: 'r', reader: receiverId, sender: senderId, upTo: row.upTo });
      return { updated, upTo: row?.upTo ?? null };
    });
    if (result.updated > 0 && result.upTo) {
      await this.events.committed({ t: 'r', reader: receiverId, sender: senderId, upTo: result.upTo });
    }
    return { updated: result.updated };
  }

  /**
   * The people one has exchanged messages with, latest conversation first; each one's e-mail only once they
   * answered (both wrote, or the caller revealed a request of theirs).
   */
  async contacts(userId: number, caller: SessionUser): Promise<Contact[]> {
    if (caller.id !== userId) throw new DomainError('FORBIDDEN');
    const rows = await this.db.rows<ContactRow>(this.contactsSql, [userId]);
    return rows.map(({ named, ...row }) => ({
      ...row,
      // A client's name in full only to whom she wrote or who revealed her request, as on the board (privacy.md).
      name: row.userType === 'client' && !named ? maskName(row.name) : row.name,
      lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
      unreadCount: Number(row.unreadCount),
    }));
  }
}

/**
 * The people one has exchanged messages with, their kind of account, the conversation's last time and unread, and
 * their e-mail when they answered: both wrote, or the caller revealed a request of theirs.
 */
function contactsStatement(db: Sql, m: ReturnType<typeof messageStatements>): string {
  const u = db.table(users);
  const w = db.table(workerProfiles);
  const c = db.table(cleaningServices);
  const { senderId, receiverId, createdAt, isRead } = m;
  const touch = inTouch(db);
  const answered = `(p."bothWrote" OR ${touch.revealed('$1', u.col('id', 'u'))})`;
  return `WITH partners AS (
      SELECT CASE WHEN ${senderId} = $1 THEN ${receiverId} ELSE ${senderId} END AS "partnerId",
             max(${createdAt}) AS "lastMessageAt",
             count(*) FILTER (WHERE ${receiverId} = $1 AND NOT ${isRead} AND ${m.notHidden}) AS "unreadCount",
             bool_or(${senderId} = $1) AND bool_or(${receiverId} = $1) AS "bothWrote"
        FROM ${m.table.name}
       WHERE ${senderId} = $1 OR ${receiverId} = $1
       GROUP BY 1
    )
    SELECT ${u.select('u', CONTACT_USER_COLUMNS)},
           CASE WHEN ${answered} THEN ${u.col('email', 'u')} END AS "email",
           ${touch.named('$1', u.col('id', 'u'))} AS "named",
           EXISTS (SELECT 1 FROM ${w.name} w WHERE ${w.col('userId', 'w')} = ${u.col('id', 'u')}) AS "hasWorkerProfile",
           EXISTS (SELECT 1 FROM ${c.name} c WHERE ${c.col('userId', 'c')} = ${u.col('id', 'u')}) AS "hasCleaningService",
           p."lastMessageAt", p."unreadCount"
      FROM partners p JOIN ${u.name} u ON ${u.col('id', 'u')} = p."partnerId"
     ORDER BY p."lastMessageAt" DESC`;
}

// Transactions of sends at once in this process; the sends that arrive meanwhile wait for the next, at most this many
// in one (each holds the advisory locks of everyone in it until its commit).
const SEND_BATCHES = 2;
const SEND_BATCH_MAX = 64;

type Sent = { message: ChatMessage; created: boolean };
type PendingSend = {
  body: z.output<typeof sendMessageSchema>;
  caller: SessionUser;
  resolve: (sent: Sent) => void;
  reject: (error: unknown) => void;
};
type Outcome = { row: MessageRow; created: boolean; firstToReceiver: boolean } | DomainError;

/**
 * The send's row: the stored message (null columns when it was not stored), the limits' check
 * (WriteLimits.messageCounting), and whether it is the sender's first to the receiver.
 */
type SentRow = MessageRow &
  MessageWaits & { firstToReceiver: boolean; blockedByReceiver: boolean; receiverBlocked: boolean };

/**
 * A batch's sends in rounds (indexes into the batch), one statement a round: within a round nobody sends twice and no
 * pair writes twice, so each row's checks (the pair's earlier messages, the sender's counts) stand alone; a send goes
 * in the round after the last one that holds its sender or its pair, so each sender's messages, and each
 * conversation's, are stored in the order they came.
 */
function sendRounds(batch: readonly PendingSend[]): number[][] {
  const lastRound = new Map<string, number>();
  const rounds: number[][] = [];
  batch.forEach(({ body, caller }, i) => {
    const [low, high] = [Math.min(caller.id, body.receiverId), Math.max(caller.id, body.receiverId)];
    const holds = [`sender ${caller.id}`, `pair ${low} ${high}`];
    const round = Math.max(...holds.map((hold) => lastRound.get(hold) ?? -1)) + 1;
    for (const hold of holds) lastRound.set(hold, round);
    (rounds[round] ??= []).push(i);
  });
  return rounds;
}

const idOf = (outcome: Outcome) => (outcome instanceof DomainError ? 0 : outcome.row.id);

/**
 * A round's sends as one statement ($1 senders, $2 receivers, $3 texts, $4 clientKeys: arrays, one entry a send;
 * $5 the notice channel or null, then the limits' parameters), run after the advisory locks of everyone in it, so its
 * snapshot sees every earlier message of each pair. For each send, one row in the order given: whether the pair and
 * the sender-to-receiver direction had a message before, the limits' check, the stored message (null columns when
 * it was not stored: a limit, a block either way, a receiver unknown or deleted, or a resend of a stored clientKey),
 * and whether neither has blocked the other. The counts, and the NOTIFYs in id order (a stream skips an id below one
 * it has sent: a subquery with ORDER BY is not flattened, so they are queued in its order), whose payloads PostgreSQL
 * builds from the stored rows.
 */
function sendStatement(
  db: Sql,
  m: ReturnType<typeof messageStatements>,
  counting: ReturnType<WriteLimits['messageCounting']>,
  notice: string,
): string {
  const { table, senderId, receiverId, clientKey, returning } = m;
  const [message, isRead, id] = table.cols(['message', 'isRead', 'id']);
  const u = db.table(users);
  const b = db.table(userBlocks);
  const blocks = (blocker: string, blocked: string) =>
    `EXISTS (SELECT 1 FROM ${b.name} WHERE ${b.col('blockerId')} = ${blocker} AND ${b.col('blockedId')} = ${blocked})`;
  const [sender, receiver] = ['"input"."sender"', '"input"."receiver"'];
  return `WITH "input" AS MATERIALIZED (
      SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::uuid[])
        WITH ORDINALITY AS "input"("sender", "receiver", "body", "retryKey", "n")
    ), "prior" AS MATERIALIZED (
      SELECT "input"."n",
             EXISTS (SELECT 1 FROM ${table.name}
               WHERE (${senderId} = ${sender} AND ${receiverId} = ${receiver})
                  OR (${senderId} = ${receiver} AND ${receiverId} = ${sender})) AS "pair",
             EXISTS (SELECT 1 FROM ${table.name} WHERE ${senderId} = ${sender} AND ${receiverId} = ${receiver}) AS "toReceiver",
             ${blocks(receiver, sender)} AS "blockedByReceiver",
             ${blocks(sender, receiver)} AS "receiverBlocked"
        FROM "input"
    ), "limits" AS MATERIALIZED (
      SELECT "input"."n", ${counting.waits} FROM "input" JOIN "prior" USING ("n")
    ), "stored" AS (
      INSERT INTO ${table.name} (${senderId}, ${receiverId}, ${message}, ${isRead}, ${clientKey})
      SELECT ${sender}, ${receiver}, "input"."body", false, "input"."retryKey"
        FROM "input" JOIN "prior" USING ("n") JOIN "limits" USING ("n")
       WHERE "limits"."messageWait" IS NULL AND "limits"."conversationWait" IS NULL
         AND NOT ("prior"."blockedByReceiver" OR "prior"."receiverBlocked")
         AND EXISTS (SELECT 1 FROM ${u.name} WHERE ${u.col('id')} = ${receiver} AND ${u.col('deletedAt')} IS NULL)
       ORDER BY "input"."n"
      ON CONFLICT (${senderId}, ${clientKey}) DO NOTHING ${returning}
    ), ${counting.ctes}, "notified" AS (
      SELECT count(pg_notify($5::text, ${notice})) AS "notices"
        FROM (SELECT * FROM "stored" ORDER BY ${id} OFFSET 0) "stored" WHERE $5::text IS NOT NULL
    )
    SELECT "stored".*, "limits"."messageWait", "limits"."conversationWait", NOT "prior"."toReceiver" AS "firstToReceiver",
      "prior"."blockedByReceiver", "prior"."receiverBlocked"
    FROM "input" JOIN "prior" USING ("n") JOIN "limits" USING ("n")
      LEFT JOIN "stored" ON "stored"."senderId" = ${sender} CROSS JOIN "notified"
    ORDER BY "input"."n"`;
}

/** PostgreSQL's foreign-key violation (23503) on the named constraint. */
function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: unknown; constraint?: unknown } | null;
  return pgError?.code === '23503' && pgError.constraint === constraint;
}
