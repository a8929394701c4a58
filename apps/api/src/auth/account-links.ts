import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Sql, type SqlTransaction } from '../database/sql';
import { DomainError } from '../common/domain-error';
import { MailOutbox } from '../mail/mail-outbox';
import type { MailSite, RenderedMail } from '../mail/mail-templates';
import { accountLinks, type AccountLinkPurpose } from './account-link.entity';
import { SqlService } from '../database/sql-service';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function statements(db: Sql) {
  const l = db.table(accountLinks);
  const c = (key: Parameters<typeof l.col>[0]) => l.col(key);
  return {
    create: `INSERT INTO ${l.name} (${c('id')}, ${c('userId')}, ${c('purpose')}, ${c('email')}, ${c('expiresAt')})
      VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    // The link's row, locked: two uses of one link at once are one use and one refusal. $2: the purposes taken.
    take: `SELECT ${c('userId')} AS "userId", ${c('email')} AS "email", ${c('purpose')} AS "purpose" FROM ${l.name}
      WHERE ${c('id')} = $1 AND ${c('purpose')} = ANY($2::text[]) AND ${c('usedAt')} IS NULL AND ${c('expiresAt')} > now()
      FOR UPDATE`,
    // Every link of that purpose of the account is spent with the one used.
    spend: `UPDATE ${l.name} SET ${c('usedAt')} = now()
      WHERE ${c('userId')} = $1 AND ${c('purpose')} = $2 AND ${c('usedAt')} IS NULL`,
  };
}

/**
 * The links e-mailed to account owners (docs/decisions.md, "E-mail and a forgotten password"): 256 random bits of
 * which only the SHA-256 is stored, one purpose each, a lifetime, used once.
 */
@Injectable()
export class AccountLinks extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly outbox: MailOutbox,
  ) {
    super(db, statements);
  }

  /**
   * A new link e-mailed to its account's owner in the caller's transaction: the e-mail (`mailOf` the link's full
   * address, PUBLIC_URL + `page` + its token) is written to the outbox with the link, keyed by it (returned, for
   * an e-mail that goes with it).
   */
  async email(
    tx: SqlTransaction,
    link: { userId: number; purpose: AccountLinkPurpose; email: string; seconds: number },
    page: string,
    mailOf: (url: string, site: MailSite) => Promise<RenderedMail>,
  ): Promise<string> {
    const { token, id } = await this.create(tx, link);
    const mail = await mailOf(this.outbox.link(`${page}?token=${token}`), this.outbox.site);
    const key = `${link.purpose}:${id}`;
    await this.outbox.add({ key, to: link.email, kind: link.purpose, ...mail }, tx);
    return key;
  }

  /** A new link for `userId`, sent to `email`: its token (for the e-mail) and its id (the e-mail's key). */
  private async create(
    tx: SqlTransaction,
    link: { userId: number; purpose: AccountLinkPurpose; email: string; seconds: number },
  ): Promise<{ token: string; id: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = hashToken(token);
    await tx.execute(this.sql.create, [id, link.userId, link.purpose, link.email, link.seconds]);
    return { token, id };
  }

  /**
   * Uses a link of one of `purposes`: its account, address and purpose, every link of that purpose of the account
   * spent with it; 400 ('El enlace no es válido o ha caducado.') for a used, expired, forged or other-purpose one.
   */
  async use<P extends AccountLinkPurpose>(
    tx: SqlTransaction,
    token: string,
    purposes: readonly P[],
  ): Promise<{ userId: number; email: string; id: string; purpose: P }> {
    const id = hashToken(token);
    const [link] = await tx.rows<{ userId: number; email: string; purpose: P }>(this.sql.take, [
      id,
      purposes,
    ]);
    if (!link) throw new DomainError('LINK_INVALID');
    await this.spend(tx, link.userId, link.purpose);
    return { ...link, id };
  }

  /** Spends every unused link of `purpose` of the account (a password change voids a pending address change). */
  async spend(
    tx: Pick<SqlTransaction, 'execute'>,
    userId: number,
    purpose: AccountLinkPurpose,
  ): Promise<void> {
    await tx.execute(this.sql.spend, [userId, purpose]);
  }
}
