import { Injectable } from '@nestjs/common';
import { HIDEABLE_TYPES, type HideableType, type SessionUser } from '@reformas/shared-types';
import { DomainError, type DomainErrorCode } from '../common/domain-error';
import { Sql } from '../database/sql';
import { hiddenReason, isSuspended } from './visibility';

type Withheld = { hiddenReason: string | null; ownerSuspended: boolean };

/** Moderation's word on one item's page (the lists read notModerated in their own statements). */
@Injectable()
export class Withholding {
  // One statement per kind, from the same fragments as the lists' notModerated ($1 the item, $2 its owner).
  private readonly statements = Object.fromEntries(
    HIDEABLE_TYPES.map((type) => [
      type,
      `SELECT ${hiddenReason(type, '$1::int')} AS "hiddenReason", ${isSuspended('$2::int')} AS "ownerSuspended"`,
    ]),
  ) as Record<HideableType, string>;

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
    const row = await this.db.one<Withheld>(this.statements[type], [item.id, item.userId ?? 0]);
    if (!row || (row.hiddenReason === null && !row.ownerSuspended)) return null;
    if (viewer === null || viewer.id !== item.userId) throw new DomainError(notFound);
    return row.hiddenReason;
  }
}
