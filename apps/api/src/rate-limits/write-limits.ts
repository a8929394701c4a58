import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { API_MESSAGES, formatWait } from '@reformas/i18n-es';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Sql, type SqlTransaction } from '../database/sql';
import { chatMessages } from '../messages/chat-message.entity';
import { RateCounter } from './rate-counter';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Each write limit: its counter, its window, the setting that sets it (0: off) and the message past it. */
const LIMITS = {
  newConversations: {
    key: 'conv',
    window: DAY,
    setting: 'LIMIT_NEW_CONVERSATIONS_PER_DAY',
    message: API_MESSAGES.newConversationsLimited,
  },
  messages: {
    key: 'msg',
    window: MINUTE,
    setting: 'LIMIT_MESSAGES_PER_MINUTE',
    message: API_MESSAGES.messagesLimited,
  },
  requests: {
    key: 'req',
    window: DAY,
    setting: 'LIMIT_REQUESTS_PER_DAY',
    message: API_MESSAGES.requestsLimited,
  },
  profileWrites: {
    key: 'profile',
    window: MINUTE,
    setting: 'LIMIT_PROFILE_WRITES_PER_MINUTE',
    message: API_MESSAGES.profileWritesLimited,
  },
  reviewWrites: {
    key: 'review',
    window: MINUTE,
    setting: 'LIMIT_REVIEW_WRITES_PER_MINUTE',
    message: API_MESSAGES.reviewWritesLimited,
  },
  photoUploads: {
    key: 'photo',
    window: HOUR,
    setting: 'LIMIT_PHOTO_UPLOADS_PER_HOUR',
    message: API_MESSAGES.photoUploadsLimited,
  },
  // Anonymous: counted per client address (countedByAddress).
  clientErrors: {
    key: 'client-error',
    window: 10 * MINUTE,
    setting: 'LIMIT_CLIENT_ERRORS_PER_10_MIN',
    message: API_MESSAGES.clientErrorsLimited,
  },
} as const satisfies Record<
  string,
  { key: string; window: number; setting: keyof AppConfig; message: (limit: number, wait: string) => string }
>;

export type WriteLimit = keyof typeof LIMITS;

/** The 429 of a route counted as a profile write, as the API's documentation says it. */
export const PROFILE_WRITES_TOO_MANY =
  'Más de LIMIT_PROFILE_WRITES_PER_MINUTE cambios de perfil o servicio en un minuto; no se guarda.';

/**
 * Writes per account (docs/decisions.md, "Write limits"), or per client address for anonymous ones, counted with
 * RateCounter so every API process sees the same count. Past a limit: 429 with Retry-After and a message naming
 * the limit and the wait; nothing is stored, and neither the refused write nor a write that fails for another
 * reason is counted.
 */
@Injectable()
export class WriteLimits {
  private readonly priorMessage: string;

  constructor(
    db: Sql,
    private readonly counter: RateCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const m = db.table(chatMessages);
    const [senderId, receiverId, id] = [m.col('senderId'), m.col('receiverId'), m.col('id')];
    this.priorMessage = `SELECT EXISTS (SELECT 1 FROM ${m.name}
      WHERE ((${senderId} = $1 AND ${receiverId} = $2) OR (${senderId} = $2 AND ${receiverId} = $1)) AND ${id} <> $3
    ) AS "exists"`;
  }

  /**
   * Runs `write` if the account is within `limit`, and counts it; a write that fails gives its count back, unless
   * `keepCountIf` says that failure counts too (an upload whose image was refused still took a decode).
   */
  counted<T>(
    limit: WriteLimit,
    userId: number,
    write: () => Promise<T>,
    keepCountIf: (error: unknown) => boolean = () => false,
  ): Promise<T> {
    return this.countedFor(limit, userId, write, keepCountIf);
  }

  /**
   * The same for an anonymous write, per client address (request.ip, which follows TRUST_PROXY). The counter's
   * key holds a SHA-256 of the address, not the address itself.
   */
  countedByAddress<T>(limit: WriteLimit, address: string, write: () => Promise<T>): Promise<T> {
    return this.countedFor(limit, `addr-${createHash('sha256').update(address).digest('hex')}`, write);
  }

  /**
   * In the transaction that has just stored a new message (a resend with the same clientKey stores none): counts
   * it, and the conversation when it is the pair's first message. A refusal rolls the message back with it.
   */
  async countMessage(
    tx: SqlTransaction,
    message: { id: number; senderId: number; receiverId: number },
  ): Promise<void> {
    await this.take('messages', message.senderId, tx);
    if (this.limitOf('newConversations') === 0) return;
    const [prior] = await tx.rows<{ exists: boolean }>(this.priorMessage, [
      message.senderId,
      message.receiverId,
      message.id,
    ]);
    if (!prior?.exists) await this.take('newConversations', message.senderId, tx);
  }

  private async countedFor<T>(
    limit: WriteLimit,
    who: Who,
    write: () => Promise<T>,
    keepCountIf: (error: unknown) => boolean = () => false,
  ): Promise<T> {
    if (this.limitOf(limit) === 0) return write();
    await this.take(limit, who);
    try {
      return await write();
    } catch (error) {
      if (!keepCountIf(error)) await this.counter.giveBack(counterKey(limit, who), LIMITS[limit].window);
      throw error;
    }
  }

  private limitOf(limit: WriteLimit): number {
    return this.config[LIMITS[limit].setting];
  }

  private async take(limit: WriteLimit, who: Who, tx?: SqlTransaction): Promise<void> {
    const max = this.limitOf(limit);
    if (max === 0) return;
    const { window, message } = LIMITS[limit];
    const wait = await this.counter.take(counterKey(limit, who), window, max, tx);
    if (wait > 0) {
      throw new DomainError('RATE_LIMITED', undefined, {
        retryAfterSeconds: wait,
        message: message(max, formatWait(wait)),
      });
    }
  }
}

/** An account's id, or a client address's hash ('addr-…'). */
type Who = number | string;

const counterKey = (limit: WriteLimit, who: Who) => `write:${LIMITS[limit].key}:${who}`;
