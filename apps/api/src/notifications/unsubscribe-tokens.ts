import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { NOTIFICATION_KINDS, isOneOf, type NotificationKind } from '@reformas/shared-types';
import { Sql, type SqlTransaction } from '../database/sql';
import { appSecrets } from './app-secret.entity';

const SECRET_NAME = 'unsubscribe-links';

type Executor = Pick<SqlTransaction, 'rows' | 'execute'>;

/**
 * The tokens of the one-click unsubscribe links: `<user id>.<kind>.<HMAC-SHA256 of both>`, signed with a secret
 * every API process shares (made once, kept in app_secrets). A token stops one kind for one account: changing the
 * id or the kind breaks the signature. It does not expire, since an e-mail's unsubscribe link must keep working
 * (RFC 8058), and using it twice does the same thing twice.
 */
@Injectable()
export class UnsubscribeTokens implements OnApplicationBootstrap {
  private secret: Promise<Buffer> | undefined;

  constructor(private readonly db: Sql) {}

  /**
   * Inside a transaction, pass it: the key is read through it the first time (on the embedded database, the one
   * connection is the transaction's, and asking the pool for another would wait for ever).
   */
  async sign(userId: number, kind: NotificationKind, via: Executor = this.db): Promise<string> {
    return `${userId}.${kind}.${this.mac(await this.key(via), userId, kind)}`;
  }

  /** The account and kind a token stands for, or null when it is not one of ours. */
  async verify(token: string): Promise<{ userId: number; kind: NotificationKind } | null> {
    const [id, kind, mac, ...rest] = token.split('.');
    if (rest.length || !id || !/^\d{1,10}$/.test(id) || !isOneOf(NOTIFICATION_KINDS, kind) || !mac)
      return null;
    const expected = Buffer.from(this.mac(await this.key(), Number(id), kind));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId: Number(id), kind };
  }

  private mac(key: Buffer, userId: number, kind: NotificationKind): string {
    return createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  }

  /** Made or read at start, outside any transaction, and kept. */
  async onApplicationBootstrap(): Promise<void> {
    await this.key();
  }

  private key(via: Executor = this.db): Promise<Buffer> {
    if (this.secret) return this.secret;
    // Read through a transaction, it is not kept: that transaction may yet roll back the key it made.
    if (via !== this.db) return this.loadKey(via);
    this.secret = this.loadKey(via).catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  private async loadKey(via: Executor): Promise<Buffer> {
    const t = this.db.table(appSecrets);
    // The first process to need it makes it; the others read that one.
    await via.execute(
      `INSERT INTO ${t.name} (${t.col('name')}, ${t.col('value')}) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [SECRET_NAME, randomBytes(32).toString('base64url')],
    );
    const [row] = await via.rows<{ value: string }>(
      `SELECT ${t.col('value')} AS "value" FROM ${t.name} WHERE ${t.col('name')} = $1`,
      [SECRET_NAME],
    );
    if (!row) throw new Error('app_secrets: the unsubscribe key was not stored');
    return Buffer.from(row.value, 'base64url');
  }
}
