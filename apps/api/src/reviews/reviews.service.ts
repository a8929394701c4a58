import { Injectable } from '@nestjs/common';
import { hiddenReason, isHidden } from '../moderation/visibility';
import {
  isProvider,
  maskName,
  type createReviewSchema,
  type RatingSummary,
  type Review,
  type ReviewVerification,
  type reviewQuerySchema,
  type SessionUser,
  type updateReviewSchema,
  type UserType,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import type { Page } from '../common/api-route';
import { Sql, type SqlTransaction } from '../database/sql';
import { inTouch } from '../users/in-touch';
import { users } from '../users/user.entity';
import { cleaningServices } from '../cleaning/cleaning-service.entity';
import { Notices } from '../notifications/notices';
import { newReviewMail, reviewReplyMail } from '../notifications/notification-mails';
import { workerProfiles } from '../workers/worker-profile.entity';
import { quoteSql } from '../quotes/quote-sql';
import { providerStats } from './provider-stats.entity';
import { reviews } from './review.entity';
import { SqlService } from '../database/sql-service';

// Key space of the transaction-scoped advisory lock on a provider's aggregates (the reveals use 1 and 2).
const LOCK_PROVIDER_RATING = 3;

type ReviewRow = {
  id: number;
  providerId: number;
  reviewerId: number;
  reviewerName: string;
  rating: number;
  text: string;
  verifiedBy: ReviewVerification;
  hired: boolean;
  reply: string | null;
  repliedAt: Date | null;
  replyUpdatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  hiddenReason: string | null;
};
type RatingRow = { count: number; sum: number; s1: number; s2: number; s3: number; s4: number; s5: number };

function statements(db: Sql) {
  const r = db.table(reviews);
  const pr = db.table(providerStats);
  const u = db.table(users);
  const touch = inTouch(db);
  const [reviewerId, providerId, rating] = [r.col('reviewerId'), r.col('providerId'), r.col('rating')];
  const selectReview = `SELECT ${r.select('r', ['id', 'providerId', 'reviewerId', 'rating', 'text', 'verifiedBy', 'reply', 'repliedAt', 'replyUpdatedAt', 'createdAt', 'updatedAt'])},
      ${u.col('name', 'u')} AS "reviewerName",
      ${hiddenReason('review', r.col('id', 'r'))} AS "hiddenReason",
      ${quoteSql(db).hired(r.col('providerId', 'r'), r.col('reviewerId', 'r'))} AS "hired"
    FROM ${r.name} r JOIN ${u.name} u ON ${u.col('id', 'u')} = ${r.col('reviewerId', 'r')}`;
  const starCount = (n: number) => `count(*) FILTER (WHERE ${rating} = ${n})`;
  return {
    lock: 'SELECT pg_advisory_xact_lock($1, $2)',
    // A deleted account is no provider any more: its reviews and rating are 404, as an unknown id.
    userType: `SELECT ${u.col('userType')} AS "userType" FROM ${u.name} WHERE ${u.col('id')} = $1 AND ${u.col('deletedAt')} IS NULL`,
    // How a client ($1) and a provider ($2) were in touch (in-touch.ts), each way apart: the review says which.
    contact: `SELECT ${touch.revealed('$2', '$1')} AS "phone", ${touch.bothWrote('$1', '$2')} AS "chat"`,
    mine: `SELECT ${r.col('id')} AS "id" FROM ${r.name} WHERE ${reviewerId} = $1 AND ${providerId} = $2`,
    insert: `INSERT INTO ${r.name} (${reviewerId}, ${providerId}, ${rating}, ${r.col('text')}, ${r.col('verifiedBy')})
      VALUES ($1, $2, $3, $4, $5) ON CONFLICT (${reviewerId}, ${providerId}) DO NOTHING RETURNING ${r.col('id')} AS "id"`,
    byId: `${selectReview} WHERE ${r.col('id', 'r')} = $1`,
    // A review an operator hid is gone for everyone but its author ($4), who sees why.
    page: `${selectReview} WHERE ${r.col('providerId', 'r')} = $1
        AND (NOT ${isHidden('review', r.col('id', 'r'))} OR ${r.col('reviewerId', 'r')} = $4)
      ORDER BY ${r.col('createdAt', 'r')} DESC, ${r.col('id', 'r')} DESC LIMIT $2 OFFSET $3`,
    update: `UPDATE ${r.name} SET ${rating} = coalesce($2, ${rating}), ${r.col('text')} = coalesce($3, ${r.col('text')}),
      ${r.col('updatedAt')} = now() WHERE ${r.col('id')} = $1`,
    remove: `DELETE FROM ${r.name} WHERE ${r.col('id')} = $1`,
    providerOf: `SELECT ${providerId} AS "providerId" FROM ${r.name} WHERE ${r.col('id')} = $1`,
    addReply: `UPDATE ${r.name} SET ${r.col('reply')} = $2, ${r.col('repliedAt')} = now(), ${r.col('replyUpdatedAt')} = now()
      WHERE ${r.col('id')} = $1 AND ${r.col('reply')} IS NULL`,
    editReply: `UPDATE ${r.name} SET ${r.col('reply')} = $2, ${r.col('replyUpdatedAt')} = now()
      WHERE ${r.col('id')} = $1 AND ${r.col('reply')} IS NOT NULL`,
    // The provider's aggregates rebuilt from their reviews (one index range), under the provider's lock.
    recount: `INSERT INTO ${pr.name} (${pr.col('userId')}, ${pr.col('count')}, ${pr.col('sum')}, ${pr.col('stars1')},
        ${pr.col('stars2')}, ${pr.col('stars3')}, ${pr.col('stars4')}, ${pr.col('stars5')})
      SELECT $1, count(*), coalesce(sum(${rating}), 0), ${[1, 2, 3, 4, 5].map(starCount).join(', ')}
        FROM ${r.name} WHERE ${providerId} = $1 AND NOT ${isHidden('review', r.col('id', r.name))}
      ON CONFLICT (${pr.col('userId')}) DO UPDATE SET ${(
        ['count', 'sum', 'stars1', 'stars2', 'stars3', 'stars4', 'stars5'] as const
      )
        .map((key) => `${pr.col(key)} = EXCLUDED.${pr.col(key)}`)
        .join(', ')}`,
    rating: `SELECT ${pr.col('count')} AS "count", ${pr.col('sum')} AS "sum", ${pr.col('stars1')} AS "s1",
        ${pr.col('stars2')} AS "s2", ${pr.col('stars3')} AS "s3", ${pr.col('stars4')} AS "s4", ${pr.col('stars5')} AS "s5"
      FROM ${pr.name} WHERE ${pr.col('userId')} = $1`,
  };
}

type NewReview = z.output<typeof createReviewSchema>;
type ReviewChanges = z.output<typeof updateReviewSchema>;
type ReviewQuery = z.output<typeof reviewQuerySchema>;

/**
 * Verified reviews with the right of reply (docs/decisions.md "Reviews"): a client reviews a
 * professional or a cleaner they were in touch with through the platform, once; the provider replies once. Every
 * write rebuilds the provider's aggregates (provider_stats) in its own transaction, under a lock per provider,
 * so the directories read a stored average and count that never disagree with the reviews.
 */
@Injectable()
export class ReviewsService extends SqlService<ReturnType<typeof statements>> {
  private readonly pageSql: string;

  constructor(
    db: Sql,
    private readonly notices: Notices,
  ) {
    super(db, statements);
    const w = db.table(workerProfiles);
    const c = db.table(cleaningServices);
    // Where a provider's reviews are shown: their professional profile, else their cleaning service.
    this.pageSql = `SELECT coalesce(
      (SELECT '/worker-profiles/' || ${w.col('id')} FROM ${w.name} WHERE ${w.col('userId')} = $1),
      (SELECT '/cleaning/' || ${c.col('id')} FROM ${c.name} WHERE ${c.col('userId')} = $1), '/') AS "path"`;
  }

  /** The e-mail link to the page that shows a provider's reviews. */
  private async reviewsPage(tx: Pick<SqlTransaction, 'rows'>, providerId: number): Promise<string> {
    const [row] = await tx.rows<{ path: string }>(this.pageSql, [providerId]);
    return this.notices.link(row?.path ?? '/');
  }

  /** A provider's reviews, newest first, one page; the total is the stored count. */
  async list(providerId: number, query: ReviewQuery, viewer: SessionUser | null): Promise<Page<Review>> {
    await this.assertProvider(providerId);
    const [rows, rating] = await Promise.all([
      this.db.rows<ReviewRow>(this.sql.page, [providerId, query.limit, query.offset, viewer?.id ?? 0]),
      this.db.one<RatingRow>(this.sql.rating, [providerId]),
    ]);
    return { items: rows.map((row) => toReview(row, viewer)), total: rating?.count ?? 0 };
  }

  /** Average, count and stars; for a signed-in viewer, whether they may review and their review's id. */
  async summary(providerId: number, viewer: SessionUser | null): Promise<RatingSummary> {
    await this.assertProvider(providerId);
    const [rating, mine, contact] = await Promise.all([
      this.db.one<RatingRow>(this.sql.rating, [providerId]),
      viewer ? this.db.one<{ id: number }>(this.sql.mine, [viewer.id, providerId]) : undefined,
      viewer?.userType === 'client' ? this.verification(this.db, viewer.id, providerId) : null,
    ]);
    return {
      userId: providerId,
      ...toSummary(rating),
      canReview: !mine && contact !== null,
      myReviewId: mine?.id ?? null,
    };
  }

  async create(providerId: number, body: NewReview, caller: SessionUser): Promise<Review> {
    await this.assertProvider(providerId);
    if (caller.userType !== 'client') throw new DomainError('REVIEWS_CLIENTS_ONLY');
    const id = await this.db.transaction(async (tx) => {
      const verifiedBy = await this.verification(tx, caller.id, providerId);
      if (!verifiedBy) throw new DomainError('REVIEW_NOT_ELIGIBLE');
      await tx.execute(this.sql.lock, [LOCK_PROVIDER_RATING, providerId]);
      const [inserted] = await tx.rows<{ id: number }>(this.sql.insert, [
        caller.id,
        providerId,
        body.rating,
        body.text,
        verifiedBy,
      ]);
      if (!inserted) throw new DomainError('REVIEW_EXISTS');
      await tx.execute(this.sql.recount, [providerId]);
      const page = await this.reviewsPage(tx, providerId);
      await this.notices.send(tx, providerId, 'reviews', `review:${inserted.id}`, (to) =>
        newReviewMail(to.name, maskName(caller.name), body.rating, page),
      );
      return inserted.id;
    });
    return this.findOne(id, caller);
  }

  /** The reviewer changes their rating or text; the reply stays. */
  async update(id: number, body: ReviewChanges, caller: SessionUser): Promise<Review> {
    const review = await this.ownReview(id, caller);
    await this.db.transaction(async (tx) => {
      await tx.execute(this.sql.lock, [LOCK_PROVIDER_RATING, review.providerId]);
      await tx.execute(this.sql.update, [id, body.rating ?? null, body.text ?? null]);
      await tx.execute(this.sql.recount, [review.providerId]);
    });
    return this.findOne(id, caller);
  }

  /** The reviewer removes their review (and its reply); the answer is the provider's new summary. */
  async remove(id: number, caller: SessionUser): Promise<RatingSummary> {
    const review = await this.ownReview(id, caller);
    await this.db.transaction(async (tx) => {
      await tx.execute(this.sql.lock, [LOCK_PROVIDER_RATING, review.providerId]);
      await tx.execute(this.sql.remove, [id]);
      await tx.execute(this.sql.recount, [review.providerId]);
    });
    return this.summary(review.providerId, caller);
  }

  /** The provider's one reply: a second is 409 (edit it instead). */
  async reply(id: number, text: string, caller: SessionUser): Promise<Review> {
    const review = await this.reviewOfProvider(id, caller);
    await this.db.transaction(async (tx) => {
      if ((await tx.execute(this.sql.addReply, [id, text])) === 0)
        throw new DomainError('REVIEW_REPLY_EXISTS');
      const page = await this.reviewsPage(tx, caller.id);
      await this.notices.send(tx, review.reviewerId, 'reviews', `review-reply:${id}`, (to) =>
        reviewReplyMail(to.name, caller.name, page),
      );
    });
    return this.findOne(id, caller);
  }

  async editReply(id: number, text: string, caller: SessionUser): Promise<Review> {
    await this.reviewOfProvider(id, caller);
    if ((await this.db.execute(this.sql.editReply, [id, text])) === 0)
      throw new DomainError('REVIEW_REPLY_NOT_FOUND');
    return this.findOne(id, caller);
  }

  /** After an operator hid or restored a review, in their transaction: its provider's aggregates follow. */
  async recountAfterModeration(tx: SqlTransaction, reviewId: number): Promise<void> {
    const [review] = await tx.rows<{ providerId: number }>(this.sql.providerOf, [reviewId]);
    if (!review) return;
    await tx.execute(this.sql.lock, [LOCK_PROVIDER_RATING, review.providerId]);
    await tx.execute(this.sql.recount, [review.providerId]);
  }

  private async findOne(id: number, viewer: SessionUser): Promise<Review> {
    const row = await this.db.one<ReviewRow>(this.sql.byId, [id]);
    if (!row) throw new DomainError('REVIEW_NOT_FOUND');
    return toReview(row, viewer);
  }

  private async ownReview(id: number, caller: SessionUser): Promise<ReviewRow> {
    const row = await this.db.one<ReviewRow>(this.sql.byId, [id]);
    if (!row) throw new DomainError('REVIEW_NOT_FOUND');
    if (row.reviewerId !== caller.id) throw new DomainError('REVIEW_ONLY_AUTHOR_EDITS');
    return row;
  }

  private async reviewOfProvider(id: number, caller: SessionUser): Promise<ReviewRow> {
    const row = await this.db.one<ReviewRow>(this.sql.byId, [id]);
    if (!row) throw new DomainError('REVIEW_NOT_FOUND');
    if (row.providerId !== caller.id) throw new DomainError('REVIEW_ONLY_PROVIDER_REPLIES');
    return row;
  }

  /** Only professionals and cleaners are reviewed: anyone else, like an unknown id, is 404. */
  private async assertProvider(userId: number): Promise<void> {
    const user = await this.db.one<{ userType: UserType }>(this.sql.userType, [userId]);
    if (!user || !isProvider(user.userType)) throw new DomainError('PROVIDER_NOT_FOUND');
  }

  /** How the client and the provider were in touch ('phone' when both ways hold), or null when they were not. */
  private async verification(
    db: Pick<SqlTransaction, 'rows'>,
    clientId: number,
    providerId: number,
  ): Promise<ReviewVerification | null> {
    const [contact] = await db.rows<{ phone: boolean; chat: boolean }>(this.sql.contact, [
      clientId,
      providerId,
    ]);
    if (contact?.phone) return 'phone';
    return contact?.chat ? 'chat' : null;
  }
}

/** Average to one decimal (null with no review), count and how many of each star. */
function toSummary(row: RatingRow | undefined): Pick<RatingSummary, 'average' | 'count' | 'stars'> {
  const count = row?.count ?? 0;
  return {
    // As the directories' SQL round(): half away from zero (sum * 10 / count is exact at every .5).
    average: row && count > 0 ? Math.round((row.sum * 10) / count) / 10 : null,
    count,
    stars: { 1: row?.s1 ?? 0, 2: row?.s2 ?? 0, 3: row?.s3 ?? 0, 4: row?.s4 ?? 0, 5: row?.s5 ?? 0 },
  };
}

const iso = (date: Date) => new Date(date).toISOString();

function toReview(row: ReviewRow, viewer: SessionUser | null): Review {
  return {
    id: row.id,
    providerId: row.providerId,
    // Masked for everyone (docs/privacy.md): the reviewer's id is never sent.
    reviewerName: maskName(row.reviewerName),
    rating: row.rating,
    text: row.text,
    verifiedBy: row.verifiedBy,
    // Read now: the reviewer accepted a quote of the provider's ('Contratado en ReformasYa').
    hired: row.hired,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    reply:
      row.reply !== null && row.repliedAt
        ? {
            text: row.reply,
            createdAt: iso(row.repliedAt),
            updatedAt: iso(row.replyUpdatedAt ?? row.repliedAt),
          }
        : null,
    mine: viewer?.id === row.reviewerId,
    // Only its author is ever given a hidden review (the page query), with the operator's reason.
    ...(row.hiddenReason !== null && viewer?.id === row.reviewerId ? { hiddenReason: row.hiddenReason } : {}),
    canReply: viewer?.id === row.providerId,
  };
}
