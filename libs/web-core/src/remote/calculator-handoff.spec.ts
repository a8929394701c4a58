import {
  CALCULATOR_HANDOFF_KEY,
  calculatorHandoffOf,
  forgetCalculatorHandoff,
  keepCalculatorHandoff,
} from './calculator-handoff';
import { useMemoryStorage } from '../testing/memory-storage';

const handoff = {
  total: 4850,
  totalText: '4.850 €',
  items: [{ label: 'Puertas', amount: 4850 }],
  renovationType: 'other',
};

describe('the calculator’s estimate on its way to the request form', () => {
  const storage = useMemoryStorage();

  it('is taken from the router state first, else from the browser, across page loads, until it is forgotten', () => {
    expect(calculatorHandoffOf(null)).toBeNull();
    keepCalculatorHandoff(handoff);
    expect(calculatorHandoffOf(null)).toEqual(handoff);
    expect(calculatorHandoffOf({ other: 1 })).toEqual(handoff);
    const newer = { ...handoff, total: 10 };
    expect(calculatorHandoffOf({ [CALCULATOR_HANDOFF_KEY]: newer })).toEqual(newer);
    forgetCalculatorHandoff();
    expect(calculatorHandoffOf(null)).toBeNull();
  });

  it('drops a damaged copy and answers nothing', () => {
    storage().setItem(CALCULATOR_HANDOFF_KEY, '{roto');
    expect(calculatorHandoffOf(null)).toBeNull();
    expect(storage().getItem(CALCULATOR_HANDOFF_KEY)).toBeNull();
  });

  it('does nothing without storage', () => {
    delete (globalThis as { window?: unknown }).window;
    expect(() => keepCalculatorHandoff(handoff)).not.toThrow();
    expect(calculatorHandoffOf(null)).toBeNull();
  });
});
