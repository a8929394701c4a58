import type { MigrationInterface, QueryRunner } from 'typeorm';
import { newUsername } from '../users/usernames';

/**
 * Usernames that revealed an e-mail address (its local part, with a number when taken) are replaced by ones made
 * from the name (users/usernames.ts). One row at a time: a random username that is taken already is drawn again.
 * Not undone: the old usernames would put the addresses back.
 */
export class UsernamesWithoutEmail1796400000000 implements MigrationInterface {
  name = 'UsernamesWithoutEmail1796400000000';

  public async up(q: QueryRunner): Promise<void> {
    const users = (await q.query(`SELECT "id", "name", "email", "username" FROM "users" ORDER BY "id"`)) as {
      id: number;
      name: string;
      email: string;
      username: string;
    }[];
    for (const user of users) {
      if (!revealsEmail(user.username, user.email)) continue;
      let username = newUsername(user.name);
      while (
        ((await q.query(`SELECT 1 FROM "users" WHERE "username" = $1`, [username])) as unknown[]).length > 0
      )
        username = newUsername(user.name);
      await q.query(`UPDATE "users" SET "username" = $2 WHERE "id" = $1`, [user.id, username]);
    }
  }

  public async down(): Promise<void> {
    // Nothing to undo (see above).
  }
}

/** Whether a username is the address's local part, as the old rule derived it, with or without a number. */
function revealsEmail(username: string, email: string): boolean {
  const local = email.trim().split('@')[0]?.toLowerCase() ?? '';
  const base = local
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._-]/g, '');
  return (
    base !== '' &&
    (username === base || new RegExp(`^${base.replace(/[.\\-]/g, '\\$&')}\\d+$`).test(username))
  );
}
