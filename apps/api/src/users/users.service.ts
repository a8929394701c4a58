import { Injectable } from '@nestjs/common';
import {
  maskCleaningName,
  maskName,
  maskPhone,
  type PublicUser,
  updateUserSchema,
  type UserType,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { Sql } from '../database/sql';
import type { SessionUser } from '@reformas/shared-types';
import type { RowOf } from '../database/table';
import { users } from './user.entity';
import { MediaService } from '../media/media.service';
import { workerProfiles } from '../workers/worker-profile.entity';
import { inTouch } from './in-touch';
import { newUsername } from './usernames';
import { SqlService } from '../database/sql-service';

/** A user as read (every column but the password hash, which only findForLogin reads). */
export type User = RowOf<typeof users>;

type UserChanges = z.output<typeof updateUserSchema>;

export type NewUser = {
  name: string;
  email: string;
  phone: string;
  userType: UserType;
  passwordHash: string;
};

const EDITABLE = ['name', 'phone', 'companyName', 'description', 'websiteUrl'] as const;

function statements(db: Sql) {
  const t = db.table(users);
  const w = db.table(workerProfiles);
  return {
    isListed: `SELECT 1 FROM ${w.name} WHERE ${w.col('userId')} = $1 AND ${w.col('isPublic')} IS NOT FALSE LIMIT 1`,
    // $2 answered $1 (in-touch.ts).
    answered: `SELECT ${inTouch(db).answered('$1', '$2')} AS "answered", ${inTouch(db).named('$1', '$2')} AS "named"`,
    table: t,
    from: `SELECT ${t.select()} FROM ${t.name}`,
    id: t.col('id'),
    deletedAt: t.col('deletedAt'),
    email: t.col('email'),
    username: t.col('username'),
    logoUsers: `SELECT 1 FROM ${t.name} WHERE ${t.col('logoUrl')} = $1 LIMIT 1`,
    setLogo: `UPDATE ${t.name} SET ${t.col('logoUrl')} = $2 WHERE ${t.col('id')} = $1 RETURNING ${t.select()}`,
    withPassword: `SELECT ${t.select()}, ${t.col('password')} AS "password" FROM ${t.name}`,
    returning: `RETURNING ${t.select()}`,
  };
}

@Injectable()
export class UsersService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly media: MediaService,
  ) {
    super(db, statements);
  }

  async getById(id: number): Promise<User> {
    // A deleted account is nobody's page any more: 404, as an unknown id.
    const user = await this.db.one<User>(
      `${this.sql.from} WHERE ${this.sql.id} = $1 AND ${this.sql.deletedAt} IS NULL`,
      [id],
    );
    if (!user) throw new DomainError('USER_NOT_FOUND');
    return user;
  }

  /** GET /api/users/{id}: the user as this viewer may see them (docs/privacy.md). */
  async viewFor(id: number, viewer: SessionUser | null): Promise<PublicUser> {
    const user = await this.getById(id);
    if (viewer?.id === user.id) return toPublicUser(user, 'owner');
    if (!viewer) {
      const listed = user.userType === 'professional' && (await this.hasPublicWorkerProfile(user.id));
      return toPublicUser(user, listed ? 'member' : 'anonymous');
    }
    const touch = await this.inTouch(viewer.id, user.id);
    return toPublicUser(user, touch.answered ? 'contact' : touch.named ? 'addressed' : 'member');
  }

  /** GET /api/users/{id}/logo: where the logo of a user this viewer may see is served; 404 when there is none. */
  async logoFor(id: number, viewer: SessionUser | null): Promise<string> {
    const { logoUrl } = await this.viewFor(id, viewer);
    if (!logoUrl) throw new DomainError('LOGO_NOT_FOUND');
    return logoUrl;
  }

  /** PUT /api/users/{id}/logo (bytes) and DELETE (null): the owner's logo, stored in the media store. */
  async setLogo(id: number, caller: SessionUser, bytes: Buffer | null): Promise<User> {
    const user = await this.getById(id);
    if (caller.id !== user.id) throw new DomainError('FORBIDDEN');
    const logoUrl = bytes ? await this.media.saveLogo(bytes, caller.id) : null;
    const updated = (await this.db.one<User>(this.sql.setLogo, [id, logoUrl])) ?? user;
    if (user.logoUrl && user.logoUrl !== logoUrl) await this.forgetLogo(user.logoUrl);
    return updated;
  }

  /** Deletes a logo's files once no user shows it any more (two accounts may upload the same image). */
  private async forgetLogo(url: string): Promise<void> {
    if ((await this.db.rows(this.sql.logoUsers, [url])).length === 0) await this.media.deleteLogo(url);
  }

  private async hasPublicWorkerProfile(userId: number): Promise<boolean> {
    const rows = await this.db.rows(this.sql.isListed, [userId]);
    return rows.length > 0;
  }

  /** Whether `person` answered `viewer` (docs/privacy.md): writing to someone grants nothing by itself. */
  private async inTouch(viewer: number, person: number): Promise<{ answered: boolean; named: boolean }> {
    const row = await this.db.one<{ answered: boolean; named: boolean }>(this.sql.answered, [viewer, person]);
    return { answered: row?.answered === true, named: row?.named === true };
  }

  async emailTaken(email: string): Promise<boolean> {
    const { table, email: column } = this.sql;
    return (
      (await this.db.rows(`SELECT 1 FROM ${table.name} WHERE lower(${column}) = lower($1)`, [email])).length >
      0
    );
  }

  /** The account for a login: by e-mail or by username (any case), with its password hash. */
  async findForLogin(identifier: string): Promise<(User & { password: string }) | undefined> {
    const column = identifier.includes('@') ? `lower(${this.sql.email})` : this.sql.username;
    return this.db.one<User & { password: string }>(`${this.sql.withPassword} WHERE ${column} = lower($1)`, [
      identifier,
    ]);
  }

  /** The account's password hash (checked before /profile/cuenta changes the password or the address). */
  async passwordHashOf(id: number): Promise<string> {
    const user = await this.db.one<{ password: string }>(
      `${this.sql.withPassword} WHERE ${this.sql.id} = $1`,
      [id],
    );
    if (!user) throw new DomainError('USER_NOT_FOUND');
    return user.password;
  }

  /** Creates the user, with a username that reveals no e-mail address (usernames.ts). */
  async create(data: NewUser): Promise<User> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const username = newUsername(data.name);
      try {
        const insert = this.sql.table.insert({
          username,
          password: data.passwordHash,
          name: data.name,
          email: data.email.trim(),
          phone: data.phone,
          userType: data.userType,
        });
        const user = await this.db.one<User>(`${insert.text} ${this.sql.returning}`, insert.values);
        if (user) return user;
      } catch (error) {
        const pgError = error as { code?: string; constraint?: string };
        if (pgError.code !== '23505') throw error;
        if (pgError.constraint === 'UQ_users_email_lower') throw new DomainError('EMAIL_EXISTS');
        // the same random username exists already: pick again
      }
    }
    throw new DomainError('EMAIL_EXISTS');
  }

  async update(id: number, caller: SessionUser, changes: UserChanges): Promise<User> {
    const user = await this.getById(id);
    if (caller.id !== user.id) throw new DomainError('FORBIDDEN');
    // Fields left out of the body keep their value; null or '' clear them.
    const set = this.sql.table.set(Object.fromEntries(EDITABLE.map((key) => [key, changes[key]])), 2);
    if (set.values.length === 0) return user;
    const updated = await this.db.one<User>(
      `UPDATE ${this.sql.table.name} SET ${set.text} WHERE ${this.sql.id} = $1 ${this.sql.returning}`,
      [id, ...set.values],
    );
    return updated ?? user;
  }
}

/**
 * Who is looking: the owner; a contact (the user answered them: both wrote in their conversation, or the viewer
 * revealed a request of the user's); a member (any other signed-in user, or an anonymous visitor looking at a
 * professional the public directory lists), who is 'addressed' when the user wrote to them or they revealed a
 * request of the user's (a client's full name, nothing more); or an anonymous visitor.
 */
export type Audience = 'owner' | 'contact' | 'addressed' | 'member' | 'anonymous';

/** A user as the audience may see it (docs/privacy.md). */
export function toPublicUser(user: User, audience: Audience): PublicUser {
  if (audience === 'anonymous') {
    return {
      id: user.id,
      username: null,
      // As the public pages mask them: cleaning directory style for cleaners, board style for the rest.
      name: user.userType === 'cleaning' ? maskCleaningName(user.name) : maskName(user.name),
      email: null,
      phone: null,
      userType: user.userType,
      companyName: null,
      description: null,
      logoUrl: null,
      websiteUrl: null,
      createdAt: null,
      canCall: false,
    };
  }
  const whole = audience === 'owner' || audience === 'contact';
  return {
    id: user.id,
    username: user.username,
    // A client is known by a masked name to whoever they have not answered, as on the board (docs/privacy.md).
    name: user.userType === 'client' && audience === 'member' ? maskName(user.name) : user.name,
    email: whole ? user.email : null,
    phone: whole ? user.phone : user.phone ? maskPhone(user.phone) : null,
    canCall: whole && Boolean(user.phone),
    userType: user.userType,
    companyName: user.companyName,
    description: user.description,
    logoUrl: user.logoUrl,
    websiteUrl: user.websiteUrl,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    userType: user.userType,
    phone: user.phone,
    emailVerified: user.emailVerifiedAt !== null && user.emailVerifiedAt !== undefined,
  };
}
