import {
  LEGACY_LOGGED_IN_KEY,
  SESSION_STORAGE_KEY,
  clearStoredSession,
  readStoredSession,
  toStoredSession,
  writeStoredSession,
} from './session-storage';
import { useMemoryStorage } from '../testing/memory-storage';

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
  const storage = useMemoryStorage();
  let errors: unknown[][];
  const realError = console.error;
  beforeEach(() => {
    errors = [];
    console.error = (...args: unknown[]) => errors.push(args);
  });
  afterEach(() => {
    console.error = realError;
  });

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
    storage().setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    expect(errors[0][0]).toBe('Error al leer la sesión:');
    expect(storage().getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('treats a copy with the wrong shape as damaged', () => {
    storage().setItem(
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
    storage().setItem(LEGACY_LOGGED_IN_KEY, 'true');
    clearStoredSession();
    expect(storage().getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storage().getItem(LEGACY_LOGGED_IN_KEY)).toBeNull();
  });
});
