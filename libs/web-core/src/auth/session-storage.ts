// The browser's copy of the session (docs/product.md, "Entities"). The server session (httpOnly cookie) is the truth; this copy
// only lets the header show the right state before GET /api/user answers. Nothing secret is kept here.
import type { SessionUser, UserType } from '@reformas/shared-types';
// The zod-free entry: this runs on every first load, the prerendered home's included.
import { USER_TYPES, isOneOf, parseSessionUser } from '@reformas/shared-types/options';
import { UI_ERRORS } from '@reformas/i18n-es';

export const SESSION_STORAGE_KEY = 'reformas.session';
/** Older builds set this flag; it is removed on logout. */
export const LEGACY_LOGGED_IN_KEY = 'isLoggedIn';
/** The user type chosen on /auth, remembered in the browser (docs/product.md, "Access"). */
export const SELECTED_USER_TYPE_KEY = 'selectedUserType';

export type StoredSession = SessionUser & {
  isAuthenticated: true;
  loginTime?: string;
  registrationTime?: string;
  /** When the server last confirmed this session (ms since epoch). */
  verifiedAt: number;
};

export function isUserType(value: unknown): value is UserType {
  return isOneOf(USER_TYPES, value);
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    // storage disabled (privacy mode): behave as if nothing is stored
    return null;
  }
}

function parseStoredSession(raw: string): StoredSession {
  const value: unknown = JSON.parse(raw);
  const user = parseSessionUser(value);
  const v = value as Record<string, unknown>;
  return {
    ...user,
    isAuthenticated: true,
    loginTime: typeof v.loginTime === 'string' ? v.loginTime : undefined,
    registrationTime: typeof v.registrationTime === 'string' ? v.registrationTime : undefined,
    verifiedAt: typeof v.verifiedAt === 'number' ? v.verifiedAt : 0,
  };
}

/**
 * Reads the stored copy. Missing → null. Damaged (not JSON, wrong shape) → logs 'Error al leer la sesión:',
 * removes it and answers null: the user counts as signed out.
 */
export function readStoredSession(): StoredSession | null {
  const store = storage();
  const raw = store?.getItem(SESSION_STORAGE_KEY);
  if (!store || raw === null || raw === undefined) return null;
  try {
    return parseStoredSession(raw);
  } catch (err) {
    console.error(UI_ERRORS.damagedSession, err);
    store.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
}

export function toStoredSession(
  user: SessionUser,
  how: 'login' | 'register' | 'restore',
  now = Date.now(),
  previous?: StoredSession | null,
): StoredSession {
  const stamp = new Date(now).toISOString();
  return {
    ...sessionUserOf(user),
    isAuthenticated: true,
    loginTime: how === 'login' ? stamp : previous?.loginTime,
    registrationTime: how === 'register' ? stamp : previous?.registrationTime,
    verifiedAt: now,
  };
}

export function writeStoredSession(session: StoredSession): void {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(SESSION_STORAGE_KEY);
  store?.removeItem(LEGACY_LOGGED_IN_KEY);
}

/** Only the user's fields of a stored session (or of any object carrying more). */
export function sessionUserOf({
  id,
  username,
  email,
  name,
  userType,
  phone,
  emailVerified,
}: SessionUser): SessionUser {
  return { id, username, email, name, userType, phone, emailVerified: emailVerified === true };
}

export function readSelectedUserType(): UserType | null {
  const value = storage()?.getItem(SELECTED_USER_TYPE_KEY);
  return isUserType(value) ? value : null;
}

export function writeSelectedUserType(type: UserType | null): void {
  const store = storage();
  if (!store) return;
  if (type) store.setItem(SELECTED_USER_TYPE_KEY, type);
  else store.removeItem(SELECTED_USER_TYPE_KEY);
}
