// The browser's copy of the session (docs/product.md, "Entities"). The server session (httpOnly cookie) is the truth; this copy
// only lets the header show the right state before GET /api/user answers. Nothing secret is kept here.
import type { SessionUser, UserType } from '@reformas/shared-types';
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

const USER_TYPE_VALUES: readonly string[] = ['professional', 'client', 'cleaning'];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && USER_TYPE_VALUES.includes(value);
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    // storage disabled (privacy mode): behave as if nothing is stored
    return null;
  }
}

// Hand-written checks instead of the zod schema: zod stays out of the home page's first load.
function parseStoredSession(raw: string): StoredSession {
  const value: unknown = JSON.parse(raw);
  if (!value || typeof value !== 'object') throw new Error('no es un objeto');
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'number' || !Number.isInteger(v.id)) throw new Error('id no válido');
  if (typeof v.email !== 'string' || typeof v.name !== 'string') throw new Error('email o nombre no válidos');
  if (!isUserType(v.userType)) throw new Error('tipo de usuario no válido');
  if (v.phone !== null && v.phone !== undefined && typeof v.phone !== 'string')
    throw new Error('teléfono no válido');
  return {
    id: v.id,
    username: typeof v.username === 'string' ? v.username : v.email.split('@')[0],
    email: v.email,
    name: v.name,
    userType: v.userType,
    phone: typeof v.phone === 'string' ? v.phone : null,
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
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    userType: user.userType,
    phone: user.phone,
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

export function sessionUserOf(stored: StoredSession): SessionUser {
  return {
    id: stored.id,
    username: stored.username,
    email: stored.email,
    name: stored.name,
    userType: stored.userType,
    phone: stored.phone,
  };
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
