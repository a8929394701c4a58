import {
  CALCULATOR_HANDOFF_KEY,
  forgetCalculatorHandoff,
  keepCalculatorHandoff,
  keptCalculatorDescription,
} from './calculator-handoff';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const handoff = {
  total: 4850,
  totalText: '4.850 €',
  items: [{ label: 'Puertas', amount: 2100 }],
  description: 'Presupuesto estimado con la calculadora: 4.850 €.\n- Puertas: 2.100 €',
};

describe('the calculator’s estimate kept in the browser', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    (globalThis as { window?: unknown }).window = { localStorage: storage };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('gives back the description it kept, across page loads, until it is forgotten', () => {
    expect(keptCalculatorDescription()).toBe('');
    keepCalculatorHandoff(handoff);
    expect(keptCalculatorDescription()).toBe(handoff.description);
    expect(keptCalculatorDescription()).toBe(handoff.description);
    forgetCalculatorHandoff();
    expect(keptCalculatorDescription()).toBe('');
  });

  it('drops a damaged copy and answers nothing', () => {
    storage.setItem(CALCULATOR_HANDOFF_KEY, '{roto');
    expect(keptCalculatorDescription()).toBe('');
    expect(storage.getItem(CALCULATOR_HANDOFF_KEY)).toBeNull();
    storage.setItem(CALCULATOR_HANDOFF_KEY, JSON.stringify({ description: 5 }));
    expect(keptCalculatorDescription()).toBe('');
  });

  it('cuts the description to the request’s 2000 characters', () => {
    keepCalculatorHandoff({ ...handoff, description: 'x'.repeat(2500) });
    expect(keptCalculatorDescription()).toHaveLength(2000);
  });

  it('does nothing without storage', () => {
    delete (globalThis as { window?: unknown }).window;
    expect(() => keepCalculatorHandoff(handoff)).not.toThrow();
    expect(keptCalculatorDescription()).toBe('');
  });
});
