import { Injectable } from '@nestjs/common';
import type { HideableType, SessionUser } from '@reformas/shared-types';
import { DomainError, type DomainErrorCode } from '../common/domain-error';
import { Sql } from '../database/sql';

type Withheld = { hiddenReason: string | null; ownerSuspended: boolean };

/** Moderation's word on one item's page (the lists read notModerated in their own statements). */
@Injectable()
export class Withholding {
  private readonly statement = `SELECT
      (SELECT "reason" FROM "hidden_items" WHERE "targetType" = $1 AND "targetId" = $2) AS "hiddenReason",
      EXISTS (SELECT 1 FROM "account_suspensions" WHERE "userId" = $3) AS "ownerSuspended"`;

  constructor(private readonly db: Sql) {}

  /**
   * A withheld item (hidden, or its owner suspended) does not exist for anyone but its owner (`notFound`); the
   * owner is given the operator's reason, the statement of reasons shown on their page. Null when in public view.
   */
  async reasonFor(
    type: HideableType,
    item: { id: number; userId: number | null },
    viewer: SessionUser | null,
    notFound: DomainErrorCode,
  ): Promise<string | null> {
    const row = await this.db.one<Withheld>(this.statement, [type, item.id, item.userId ?? 0]);
    if (!row || (row.hiddenReason === null && !row.ownerSuspended)) return null;
    if (viewer === null || viewer.id !== item.userId) throw new DomainError(notFound);
    return row.hiddenReason;
  }
}
