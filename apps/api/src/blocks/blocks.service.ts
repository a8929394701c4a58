import { Injectable } from '@nestjs/common';
import type { Block, SessionUser } from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { Sql } from '../database/sql';
import { users } from '../users/user.entity';
import { userBlocks } from './user-block.entity';
import { SqlService } from '../database/sql-service';

function statements(db: Sql) {
  const b = db.table(userBlocks);
  const u = db.table(users);
  const [blocker, blocked, createdAt] = b.cols(['blockerId', 'blockedId', 'createdAt']);
  return {
    // Blocking twice keeps the first date; an unknown person inserts nothing (and is told 404).
    block: `INSERT INTO ${b.name} (${blocker}, ${blocked})
      SELECT $1, ${u.col('id')} FROM ${u.name} WHERE ${u.col('id')} = $2
      ON CONFLICT DO NOTHING RETURNING 1`,
    exists: `SELECT 1 FROM ${u.name} WHERE ${u.col('id')} = $1`,
    unblock: `DELETE FROM ${b.name} WHERE ${blocker} = $1 AND ${blocked} = $2`,
    list: `SELECT ${blocked} AS "userId", ${createdAt} AS "createdAt" FROM ${b.name}
      WHERE ${blocker} = $1 ORDER BY ${createdAt} DESC`,
  };
}

/** 'Bloquear' and 'Desbloquear' in a conversation; messages.service's send statement reads the same table. */
@Injectable()
export class BlocksService extends SqlService<ReturnType<typeof statements>> {
  constructor(db: Sql) {
    super(db, statements);
  }

  async block(caller: SessionUser, userId: number): Promise<void> {
    if (userId === caller.id) throw new DomainError('CANNOT_BLOCK_SELF');
    const inserted = await this.db.execute(this.sql.block, [caller.id, userId]);
    if (inserted === 0 && !(await this.db.one(this.sql.exists, [userId])))
      throw new DomainError('USER_NOT_FOUND');
  }

  async unblock(caller: SessionUser, userId: number): Promise<void> {
    await this.db.execute(this.sql.unblock, [caller.id, userId]);
  }

  async blockedBy(caller: SessionUser): Promise<Block[]> {
    const rows = await this.db.rows<{ userId: number; createdAt: Date }>(this.sql.list, [caller.id]);
    return rows.map((row) => ({ userId: row.userId, createdAt: row.createdAt.toISOString() }));
  }
}
