import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Sql } from '../database/sql';
import { chatMessages } from '../messages/chat-message.entity';
import { pushPresence } from '../messages/push-presence.entity';
import { users } from '../users/user.entity';
import { Notices } from './notices';
import { unreadMessagesMail } from './notification-mails';
import { SqlService } from '../database/sql-service';

/** Conversations decided per round. */
const BATCH = 50;

function statements(db: Sql) {
  const m = db.table(chatMessages);
  const p = db.table(pushPresence);
  const u = db.table(users);
  const c = (key: Parameters<typeof m.col>[0]) => m.col(key);
  const conversation = `${c('receiverId')} = $1 AND ${c('senderId')} = $2 AND NOT ${c('isRead')}`;
  return {
    // Unread, untold, older than the window, and the receiver has had no push channel open for as long.
    due: `SELECT ${c('receiverId')} AS "receiverId", ${c('senderId')} AS "senderId" FROM ${m.name} m
      WHERE NOT ${c('isRead')} AND ${c('notifiedAt')} IS NULL AND ${c('createdAt')} < now() - make_interval(secs => $1)
        AND NOT EXISTS (SELECT 1 FROM ${p.name} p WHERE ${p.col('userId', 'p')} = m.${c('receiverId')}
                          AND ${p.col('seenAt', 'p')} > now() - make_interval(secs => $1))
      GROUP BY 1, 2 LIMIT ${BATCH}`,
    // Told already since the receiver last read this conversation: nothing more until they do.
    toldBefore: `SELECT EXISTS (SELECT 1 FROM ${m.name} WHERE ${conversation} AND ${c('notifiedAt')} IS NOT NULL) AS "told"`,
    // Marks them told; a second process deciding the same conversation at once finds nothing left.
    mark: `UPDATE ${m.name} SET ${c('notifiedAt')} = now() WHERE ${conversation} AND ${c('notifiedAt')} IS NULL
      RETURNING ${c('id')} AS "id", ${c('message')} AS "message"`,
    sender: `SELECT ${u.col('name')} AS "name" FROM ${u.name} WHERE ${u.col('id')} = $1`,
  };
}

/**
 * The unread-message e-mail (docs/decisions.md, "Notification e-mails"): when messages stay unread and their
 * receiver has had no chat open for NOTIFY_UNREAD_AFTER seconds, one e-mail per conversation: who wrote, the
 * first lines, a link to the conversation. Nothing more for that conversation until the receiver reads it.
 */
@Injectable()
export class UnreadMessageNotices extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly notices: Notices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(db, statements);
  }

  /** One round: how many conversations it decided. */
  async decide(): Promise<number> {
    const due = await this.db.rows<{ receiverId: number; senderId: number }>(this.sql.due, [
      this.config.NOTIFY_UNREAD_AFTER,
    ]);
    for (const { receiverId, senderId } of due) {
      await this.db.transaction(async (tx) => {
        const [{ told } = { told: false }] = await tx.rows<{ told: boolean }>(this.sql.toldBefore, [
          receiverId,
          senderId,
        ]);
        const marked = await tx.rows<{ id: number; message: string }>(this.sql.mark, [receiverId, senderId]);
        marked.sort((a, b) => a.id - b.id);
        const [first] = marked;
        if (told || !first) return;
        const [sender] = await tx.rows<{ name: string }>(this.sql.sender, [senderId]);
        await this.notices.send(tx, receiverId, 'unreadMessages', `unread:${receiverId}:${first.id}`, (to) =>
          unreadMessagesMail(
            to.name,
            sender?.name ?? 'Alguien',
            { count: marked.length, first: marked.map((m) => m.message) },
            this.notices.link(`/chat/${senderId}`),
          ),
        );
      });
    }
    return due.length;
  }
}
