import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { maskPhone, type PublicUser, updateUserSchema, type UserType, type z } from '@reformas/shared-types';

type UserChanges = z.output<typeof updateUserSchema>;
import { DomainError } from '../common/domain-error';
import type { SessionUser } from '../auth/session.service';
import { User } from './user.entity';

export type NewUser = {
  name: string;
  email: string;
  phone: string;
  userType: UserType;
  passwordHash: string;
};

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    return user;
  }

  async emailTaken(email: string): Promise<boolean> {
    return (
      (await this.users
        .createQueryBuilder('u')
        .where('lower(u.email) = lower(:email)', { email })
        .getCount()) > 0
    );
  }

  /** The account for a login: by e-mail (any case) or by username, with its password hash. */
  async findForLogin(identifier: string): Promise<(User & { password: string }) | null> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.password')
      .where(identifier.includes('@') ? 'lower(u.email) = lower(:id)' : 'u.username = lower(:id)', {
        id: identifier,
      })
      .getOne();
    return user as (User & { password: string }) | null;
  }

  /** Creates the user; the username is the e-mail's local part, made unique with a number suffix. */
  async create(data: NewUser): Promise<User> {
    const base = usernameBase(data.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const username = await this.freeUsername(base);
      try {
        const saved = await this.users.save(
          this.users.create({ ...data, username, password: data.passwordHash, email: data.email.trim() }),
        );
        return saved;
      } catch (error) {
        const detail = (error as QueryFailedError & { driverError?: { constraint?: string; code?: string } })
          .driverError;
        if (detail?.code !== '23505') throw error;
        if (detail.constraint === 'UQ_users_email_lower') throw new DomainError('EMAIL_EXISTS');
        // another registration took the same username meanwhile: pick again
      }
    }
    throw new DomainError('EMAIL_EXISTS');
  }

  async update(id: number, caller: SessionUser, changes: UserChanges): Promise<User> {
    const user = await this.getById(id);
    if (caller.id !== user.id) throw new DomainError('FORBIDDEN');
    // Fields left out of the body keep their value; null or '' clear them.
    const patch: Partial<User> = {};
    for (const key of ['companyName', 'description', 'websiteUrl', 'logoUrl'] as const) {
      const value = changes[key];
      if (value !== undefined) patch[key] = value;
    }
    if (Object.keys(patch).length > 0) await this.users.update({ id }, patch);
    return this.getById(id);
  }

  private async freeUsername(base: string): Promise<string> {
    const rows: { username: string }[] = await this.users.query(
      `SELECT "username" FROM "users" WHERE "username" = $1 OR "username" ~ ('^' || $2 || '[0-9]+$')`,
      [base, base.replace(/[.\\-]/g, '\\$&')],
    );
    if (!rows.some((r) => r.username === base)) return base;
    const used = new Set(rows.map((r) => r.username));
    let n = 2;
    while (used.has(`${base}${n}`)) n++;
    return `${base}${n}`;
  }
}

export function usernameBase(email: string): string {
  const local = email.trim().split('@')[0]?.toLowerCase() ?? '';
  const cleaned = local
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._-]/g, '');
  return cleaned || 'usuario';
}

/** A user as others may see it: full phone and e-mail only for the owner; e-mail for signed-in users. */
export function toPublicUser(user: User, viewer: SessionUser | null): PublicUser {
  const isOwner = viewer?.id === user.id;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: viewer ? user.email : null,
    phone: isOwner ? user.phone : user.phone ? maskPhone(user.phone) : null,
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
  };
}
