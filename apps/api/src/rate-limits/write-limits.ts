import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { API_MESSAGES, formatWait } from '@reformas/i18n-es';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
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
  constructor(
    private readonly counter: RateCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
   * The message limits inside the statement that stores a round of messages (MessagesService.send), so a message
   * costs no round trip of its own for them. `sender`: an SQL expression of the sender's id, and `isNew` an SQL
   * boolean (the pair's first message), both in scope in the statement's check and in its counts (`from`: the
   * stored messages joined to what names them). `waits`: select-list expressions "messageWait" and
   * "conversationWait", each the seconds until its window ends when its limit is reached, else null: the statement
   * stores a message only when both are null. `ctes`: the counts of the messages stored (and of the conversations
   * they start). Parameters from $`first`: `params`. Each sender stands once in a statement and the caller
   * holds their advisory locks, so no other statement counts these keys between the check and the count.
   * `refusal(row)` turns a wait into the 429.
   */
  messageCounting({
    from,
    sender,
    isNew,
    first,
  }: {
    from: string;
    sender: string;
    isNew: string;
    first: number;
  }) {
    const p = (i: number) => `$${first + i}`;
    const count = (limit: WriteLimit, at: number, when: string) => {
      // The counter's key (counterKey) built in SQL, from its prefix and the row's sender.
      const [key, window, max] = [
        `(${p(at)}::varchar || ${sender})`,
        `${p(at + 1)}::int`,
        `${p(at + 2)}::int`,
      ];
      const on = `${max} > 0 AND ${when}`;
      return {
        wait: `CASE WHEN ${on} THEN ${this.counter.waitIfFull({ key, window, limit: max })} END`,
        cte: this.counter.countFrom({ from, when: on, key, window, limit: max }),
        params: [counterKey(limit, ''), LIMITS[limit].window, this.limitOf(limit)],
      };
    };
    const messages = count('messages', 0, 'true');
    const conversations = count('newConversations', 3, isNew);
    return {
      waits: `${messages.wait} AS "messageWait", ${conversations.wait} AS "conversationWait"`,
      ctes: `"countedMessage" AS (${messages.cte}), "countedConversation" AS (${conversations.cte})`,
      params: [...messages.params, ...conversations.params],
    };
  }

  /** The 429 of a message that messageCounting's check kept out, else null. */
  refusal(row: MessageWaits): DomainError | null {
    if (row.messageWait !== null) return this.limited('messages', row.messageWait);
    if (row.conversationWait !== null) return this.limited('newConversations', row.conversationWait);
    return null;
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

  private async take(limit: WriteLimit, who: Who): Promise<void> {
    const max = this.limitOf(limit);
    if (max === 0) return;
    const { window } = LIMITS[limit];
    const wait = await this.counter.take(counterKey(limit, who), window, max);
    if (wait > 0) throw this.limited(limit, wait);
  }

  private limited(limit: WriteLimit, wait: number): DomainError {
    const max = this.limitOf(limit);
    return new DomainError('RATE_LIMITED', undefined, {
      retryAfterSeconds: wait,
      message: LIMITS[limit].message(max, formatWait(wait)),
    });
  }
}

/** The columns of WriteLimits.messageCounting's check in a row. */
export type MessageWaits = { messageWait: number | null; conversationWait: number | null };

/** An account's id, or a client address's hash ('addr-…'). */
type Who = number | string;

const counterKey = (limit: WriteLimit, who: Who) => `write:${LIMITS[limit].key}:${who}`;
