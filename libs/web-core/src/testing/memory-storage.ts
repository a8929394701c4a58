/** The browser's localStorage, kept in memory. */
class MemoryStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

/**
 * For unit tests (no DOM) of code that keeps something in the browser: a `window` whose localStorage is a new, empty
 * one in memory for each test, removed after it. Returns that test's storage.
 */
export function useMemoryStorage(): () => MemoryStorage {
  let storage = new MemoryStorage();
  beforeEach(() => {
    storage = new MemoryStorage();
    (globalThis as { window?: unknown }).window = { localStorage: storage };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  return () => storage;
}
