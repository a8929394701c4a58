// One auth store for the whole page (zustand is a shared singleton, and so is this lib). The truth is the server
// session: GET /api/session, trusted for 5 minutes; the stored copy only paints the header before the answer arrives.
// (GET /api/session answers 200 { user: null } without a session: a 401 would be logged on every visitor's page.)
import { create } from 'zustand';
import type { LoginForm, RegisterRequest, SessionState, SessionUser } from '@reformas/shared-types';
import { UI_ERRORS } from '@reformas/i18n-es';
import { apiFetch } from '../api/api.client';
import { getQueryClient } from '../query/query.client';
import {
  clearStoredSession,
  readStoredSession,
  sessionUserOf,
  toStoredSession,
  writeStoredSession,
} from './session-storage';

export const SESSION_FRESH_MS = 5 * 60 * 1000;

/** 'unknown' until the stored copy or the server has spoken; then 'authenticated' or 'anonymous'. */
export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

export type AuthState = {
  user: SessionUser | null;
  status: AuthStatus;
  /** When the server last confirmed (or denied) the session, ms since epoch. */
  checkedAt: number | null;
  /** Reads the stored copy, then asks the server unless the copy was confirmed less than 5 minutes ago. */
  init: () => Promise<void>;
  /** GET /api/session now (or when `onlyIfStale` and the last answer is older than 5 minutes). */
  refresh: (onlyIfStale?: boolean) => Promise<SessionUser | null>;
  login: (input: LoginForm) => Promise<SessionUser>;
  register: (input: RegisterRequest) => Promise<SessionUser>;
  logout: () => Promise<void>;
};

let inFlight: Promise<SessionUser | null> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  status: 'unknown',
  checkedAt: null,

  async init() {
    const stored = readStoredSession();
    if (stored) {
      set({ user: sessionUserOf(stored), status: 'authenticated', checkedAt: stored.verifiedAt || null });
    }
    await get().refresh(true);
  },

  async refresh(onlyIfStale = false) {
    const { checkedAt, user } = get();
    if (onlyIfStale && checkedAt !== null && Date.now() - checkedAt < SESSION_FRESH_MS) return user;
    if (inFlight) return inFlight;
    inFlight = (async () => {
      try {
        const { user: fresh } = await apiFetch<SessionState>('/api/session');
        const now = Date.now();
        if (fresh) {
          writeStoredSession(toStoredSession(fresh, 'restore', now, readStoredSession()));
          set({ user: fresh, status: 'authenticated', checkedAt: now });
        } else {
          clearStoredSession();
          set({ user: null, status: 'anonymous', checkedAt: now });
        }
        return fresh;
      } catch (err) {
        // Network or server failure: keep what we had (the copy, or signed out) and say why in the console.
        console.error(UI_ERRORS.sessionFetch, err);
        if (get().status === 'unknown') set({ status: 'anonymous' });
        return get().user;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  },

  async login({ email, password }) {
    const user = await apiFetch<SessionUser>('/api/login', { body: { username: email.trim(), password } });
    writeStoredSession(toStoredSession(user, 'login'));
    set({ user, status: 'authenticated', checkedAt: Date.now() });
    // Masked fields (phones, names) depend on who is looking: refetch what is on screen.
    void getQueryClient().invalidateQueries();
    return user;
  },

  async register(input) {
    const user = await apiFetch<SessionUser>('/api/register', { body: input });
    writeStoredSession(toStoredSession(user, 'register'));
    set({ user, status: 'authenticated', checkedAt: Date.now() });
    void getQueryClient().invalidateQueries();
    return user;
  },

  async logout() {
    await apiFetch<unknown>('/api/logout', { method: 'POST' });
    clearStoredSession();
    set({ user: null, status: 'anonymous', checkedAt: Date.now() });
    // Another user's private data must not survive in the cache.
    getQueryClient().clear();
  },
}));

/** The signed-in user, or null. */
export function useSessionUser(): SessionUser | null {
  return useAuthStore((s) => s.user);
}
