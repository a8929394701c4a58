import { Injectable } from '@nestjs/common';
import { DELETED_USER_NAME } from '@reformas/shared-types';
import { Sql, type SqlTransaction } from '../database/sql';
import { accountLinks } from '../auth/account-link.entity';
import { sessions } from '../auth/session.entity';
import { trustedDevices } from '../auth/trusted-device.entity';
import { cleaningServices } from '../cleaning/cleaning-service.entity';
import { outgoingMail } from '../mail/outgoing-mail.entity';
import { pushPresence } from '../messages/push-presence.entity';
import { notificationSettings } from '../notifications/notification-settings.entity';
import { operators } from '../operators/operator.entity';
import { renovationProjects } from '../projects/renovation-project.entity';
import { quotes } from '../quotes/quote.entity';
import { authThrottle } from '../rate-limits/rate-counter.entity';
import { reviews } from '../reviews/review.entity';
import { users } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { MediaService } from '../media/media.service';
import { verifyPassword } from '../auth/password';
import { DomainError } from '../common/domain-error';
import { RateCounter } from '../rate-limits/rate-counter';
import { UsersService } from '../users/users.service';
import { PRIVACY_TEXTS } from '@reformas/i18n-es';
import { SqlService } from '../database/sql-service';

/** Wrong passwords per account in an hour, past which 429: a stolen session cannot guess its way to a deletion. */
const WRONG_PASSWORDS_PER_HOUR = 10;

// What an e-mail's HTML makes of a name (React escapes these five).
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[c]};`);

function statements(db: Sql) {
  const u = db.table(users);
  const p = db.table(renovationProjects);
  const q = db.table(quotes);
  const w = db.table(workerProfiles);
  const c = db.table(cleaningServices);
  const v = db.table(reviews);
  const o = db.table(outgoingMail);
  const t = db.table(authThrottle);
  const l = db.table(accountLinks);
  const byUser = [
    db.table(sessions),
    db.table(accountLinks),
    db.table(trustedDevices),
    db.table(notificationSettings),
    db.table(pushPresence),
    // An operator's role and TOTP secret: a deleted account holds no role (its past decisions stay in the log).
    db.table(operators),
  ].map((table) => `DELETE FROM ${table.name} WHERE ${table.col('userId')} = $1`);
  // $2 the name, $3 its HTML form, $4 the address, $5 the phone ('' when none: replace() leaves the text alone).
  const scrub = (column: string) =>
    `replace(replace(replace(replace(${column}, $2, $1), $3, $1), $4, ''), $5, '')`;
  const mentions = (column: string) =>
    `(strpos(${column}, $2) > 0 OR strpos(${column}, $3) > 0 OR strpos(${column}, $4) > 0 OR ($5 <> '' AND strpos(${column}, $5) > 0))`;
  return {
    account: `SELECT ${u.select(undefined, ['id', 'name', 'email', 'phone', 'username', 'logoUrl'])}
      FROM ${u.name} WHERE ${u.col('id')} = $1 AND ${u.col('deletedAt')} IS NULL FOR UPDATE`,
    // Their requests: open ones closed, every one without its contact data and photos (the professionals who quoted
    // keep the request's type, place and dates beside their quotes).
    requests: `UPDATE ${p.name} SET
        ${p.col('closedAt')} = coalesce(${p.col('closedAt')}, now()),
        ${p.col('closeReason')} = coalesce(${p.col('closeReason')}, 'not_needed'),
        ${p.col('name')} = $2, ${p.col('phone')} = '', ${p.col('email')} = NULL, ${p.col('description')} = NULL,
        ${p.col('photos')} = '{}'
      WHERE ${p.col('userId')} = $1 RETURNING ${p.col('id')} AS "id"`,
    requestPhotos: `SELECT ${p.col('photos')} AS "photos" FROM ${p.name} WHERE ${p.col('userId')} = $1`,
    // Pending quotes on their requests are not selected; their own pending quotes are withdrawn.
    quotesOnRequests: `UPDATE ${q.name} SET ${q.col('status')} = 'not_selected', ${q.col('decidedAt')} = now()
      WHERE ${q.col('projectId')} = ANY($1::int[]) AND ${q.col('status')} IN ('sent', 'viewed')`,
    ownQuotes: `UPDATE ${q.name} SET
        ${q.col('status')} = CASE WHEN ${q.col('status')} IN ('sent', 'viewed') THEN 'withdrawn' ELSE ${q.col('status')} END,
        ${q.col('decidedAt')} = CASE WHEN ${q.col('status')} IN ('sent', 'viewed') THEN now() ELSE ${q.col('decidedAt')} END,
        ${q.col('firmName')} = $2, ${q.col('taxId')} = ''
      WHERE ${q.col('professionalId')} = $1`,
    workerProfile: `DELETE FROM ${w.name} WHERE ${w.col('userId')} = $1 RETURNING ${w.col('photos')} AS "photos"`,
    cleaningService: `DELETE FROM ${c.name} WHERE ${c.col('userId')} = $1 RETURNING ${c.col('photos')} AS "photos"`,
    // Reviews about them: about a profile that no longer exists, shown nowhere. Reviews they wrote stay, from
    // DELETED_USER_NAME (the provider's rating keeps counting them).
    reviewsReceived: `DELETE FROM ${v.name} WHERE ${v.col('providerId')} = $1`,
    byUser,
    // E-mails to them, sent or not: nothing of them is kept, their address least of all. Besides those to the
    // current address ($1), their links' e-mails (keyed '<purpose>:<link id>', the old address's notice of a change
    // ':old'), and what went to an earlier address of theirs up to the notice that it was being replaced.
    mailsToThem: `WITH linked AS (
        SELECT ${o.col('id', 'o')} AS "id", lower(${o.col('recipient', 'o')}) AS "address",
          ${o.col('createdAt', 'o')} AS "until", ${o.col('key', 'o')} LIKE '%:old' AS "old"
        FROM ${o.name} o JOIN ${l.name} l ON ${l.col('userId', 'l')} = $2
          AND ${o.col('key', 'o')} IN (${l.col('purpose', 'l')} || ':' || ${l.col('id', 'l')},
            ${l.col('purpose', 'l')} || ':' || ${l.col('id', 'l')} || ':old'))
      DELETE FROM ${o.name} o WHERE lower(${o.col('recipient', 'o')}) = lower($1)
        OR ${o.col('id', 'o')} IN (SELECT "id" FROM linked)
        OR EXISTS (SELECT 1 FROM linked WHERE "old" AND "address" = lower(${o.col('recipient', 'o')})
          AND ${o.col('createdAt', 'o')} <= "until")`,
    // E-mails to others that named them (a new message's notice, an accepted quote): their name in its place.
    mailsNamingThem: `UPDATE ${o.name} SET ${o.col('subject')} = ${scrub(o.col('subject'))},
        ${o.col('html')} = ${scrub(o.col('html'))}, ${o.col('text')} = ${scrub(o.col('text'))}
      WHERE ${mentions(o.col('subject'))} OR ${mentions(o.col('html'))} OR ${mentions(o.col('text'))}`,
    // Login counters keyed by their address or username.
    throttle: `DELETE FROM ${t.name} WHERE strpos(${t.col('key')}, lower($1)) > 0
      OR ${t.col('key')} = 'acct:' || $2 OR ${t.col('key')} LIKE 'pair:' || $2 || '|%'`,
    // The row stays (its id holds what others received); every personal column goes. No password matches '!'.
    anonymise: `UPDATE ${u.name} SET ${u.col('name')} = $2, ${u.col('email')} = 'eliminado.' || $1::int || '@cuenta-eliminada.invalid',
        ${u.col('username')} = 'eliminado.' || $1::int, ${u.col('password')} = '!', ${u.col('phone')} = NULL,
        ${u.col('companyName')} = NULL, ${u.col('description')} = NULL, ${u.col('logoUrl')} = NULL,
        ${u.col('websiteUrl')} = NULL, ${u.col('emailVerifiedAt')} = NULL, ${u.col('deletedAt')} = now()
      WHERE ${u.col('id')} = $1`,
    logoUsers: `SELECT 1 FROM ${u.name} WHERE ${u.col('logoUrl')} = $1 LIMIT 1`,
  };
}

type Account = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  username: string;
  logoUrl: string | null;
};

/**
 * 'Eliminar mi cuenta' (DELETE /api/user, the password checked by the controller's caller): in one transaction the
 * account's sessions end and its personal data is erased or anonymised; then its images leave the media store.
 * What is kept and for how long: docs/privacy.md, "Deleting an account".
 */
@Injectable()
export class AccountDeletionService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly media: MediaService,
    private readonly users: UsersService,
    private readonly counter: RateCounter,
  ) {
    super(db, statements);
  }

  /** The account's password once more (400, nothing changed, when wrong), then the deletion. */
  async delete(userId: number, password: string): Promise<void> {
    const key = `delete-password:${userId}`;
    const wait = await this.counter.take(key, 3600, WRONG_PASSWORDS_PER_HOUR);
    if (wait > 0) throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: wait });
    if (!(await verifyPassword(password, await this.users.passwordHashOf(userId))))
      throw new DomainError('DELETE_WRONG_PASSWORD', [
        { path: 'password', message: PRIVACY_TEXTS.api.wrongDeletePassword },
      ]);
    await this.counter.giveBack(key, 3600);
    const erased = await this.db.transaction((tx) => this.erase(tx, userId));
    if (!erased) return;
    // After the commit: a file whose row is gone is unreachable anyway, the reverse would break a page.
    await Promise.all(erased.photos.map((key) => this.media.deletePhoto(key)));
    const logo = erased.logoUrl;
    // Two accounts may have uploaded the same image (the same file): kept while another shows it.
    if (logo && (await this.db.rows(this.sql.logoUsers, [logo])).length === 0)
      await this.media.deleteLogo(logo);
  }

  private async erase(
    tx: SqlTransaction,
    userId: number,
  ): Promise<{ photos: string[]; logoUrl: string | null } | null> {
    const [account] = await tx.rows<Account>(this.sql.account, [userId]);
    if (!account) return null;
    const photoRows = [
      ...(await tx.rows<{ photos: string[] }>(this.sql.requestPhotos, [userId])),
      ...(await tx.rows<{ photos: string[] }>(this.sql.workerProfile, [userId])),
      ...(await tx.rows<{ photos: string[] }>(this.sql.cleaningService, [userId])),
    ];
    const requests = await tx.rows<{ id: number }>(this.sql.requests, [userId, DELETED_USER_NAME]);
    await tx.execute(this.sql.quotesOnRequests, [requests.map((r) => r.id)]);
    await tx.execute(this.sql.ownQuotes, [userId, DELETED_USER_NAME]);
    await tx.execute(this.sql.reviewsReceived, [userId]);
    // Before the links go: their e-mails are found through them.
    await tx.execute(this.sql.mailsToThem, [account.email, userId]);
    for (const statement of this.sql.byUser) await tx.execute(statement, [userId]);
    await tx.execute(this.sql.mailsNamingThem, [
      DELETED_USER_NAME,
      account.name,
      escapeHtml(account.name),
      account.email,
      account.phone ?? '',
    ]);
    await tx.execute(this.sql.throttle, [account.email, account.username]);
    await tx.execute(this.sql.anonymise, [userId, DELETED_USER_NAME]);
    return { photos: photoRows.flatMap((row) => row.photos), logoUrl: account.logoUrl };
  }
}
