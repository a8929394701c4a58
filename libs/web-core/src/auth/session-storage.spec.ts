import {
  LEGACY_LOGGED_IN_KEY,
  SESSION_STORAGE_KEY,
  clearStoredSession,
  readStoredSession,
  toStoredSession,
  writeStoredSession,
} from './session-storage';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.has(k) ? (this.map.get(k) as string) : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const user = {
  id: 7,
  username: 'lucia',
  email: 'lucia@demo.es',
  name: 'Lucía Fernández',
  userType: 'client' as const,
  phone: '600111222',
  emailVerified: true,
};

describe('stored session', () => {
  let errors: unknown[][];
  const realError = console.error;
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: new MemoryStorage() };
    errors = [];
    console.error = (...args: unknown[]) => errors.push(args);
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
    console.error = realError;
  });
  const ls = () => (globalThis as unknown as { window: { localStorage: MemoryStorage } }).window.localStorage;

  it('restores a readable copy written after login', () => {
    writeStoredSession(toStoredSession(user, 'login', Date.parse('2026-01-01T10:00:00Z')));
    const restored = readStoredSession();
    expect(restored).toMatchObject({
      id: 7,
      name: 'Lucía Fernández',
      userType: 'client',
      isAuthenticated: true,
    });
    expect(restored?.loginTime).toBe('2026-01-01T10:00:00.000Z');
    expect(errors).toHaveLength(0);
  });

  it("logs 'Error al leer la sesión:' and counts as signed out when the copy is not JSON", () => {
    ls().setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    expect(errors[0][0]).toBe('Error al leer la sesión:');
    expect(ls().getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('treats a copy with the wrong shape as damaged', () => {
    ls().setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ id: 'x', email: 'a@b.es', name: 'A', userType: 'admin' }),
    );
    expect(readStoredSession()).toBeNull();
    expect(errors[0][0]).toBe('Error al leer la sesión:');
  });

  it('answers null without logging when nothing is stored', () => {
    expect(readStoredSession()).toBeNull();
    expect(errors).toHaveLength(0);
  });

  it('removes the copy and the legacy flag on logout', () => {
    writeStoredSession(toStoredSession(user, 'register'));
    ls().setItem(LEGACY_LOGGED_IN_KEY, 'true');
    clearStoredSession();
    expect(ls().getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(ls().getItem(LEGACY_LOGGED_IN_KEY)).toBeNull();
  });
});
