// What 'Solicitar presupuesto detallado' (calculator remote) hands to /create-post (renovation remote): two remotes
// that never import each other agree on it here. It goes as router state and is also kept in the browser, so it
// survives the sign-in a visitor is sent through on the way, until the request is published or the person
// discards it (docs/product.md, "New request"). The two remotes are released apart: the form checks what it is
// given (an older calculator's hand-off has no renovationType), and ignores what it cannot use.
export const CALCULATOR_HANDOFF_KEY = 'calculatorEstimate';

export type CalculatorHandoff = {
  /** Whole euros, the sum of the items. */
  total: number;
  totalText: string;
  items: { label: string; amount: number }[];
  /** The renovation type the items point to (a value of RENOVATION_TYPES). */
  renovationType?: string;
};

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    // storage disabled (privacy mode): the router state alone still carries it when no sign-in is needed
    return null;
  }
}

/** Remembers the estimate on its way to /create-post. */
export function keepCalculatorHandoff(handoff: CalculatorHandoff): void {
  try {
    store()?.setItem(CALCULATOR_HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // full or refused storage: the router state still carries it
  }
}

/** Forgets the estimate: the request was published or the person discarded it. */
export function forgetCalculatorHandoff(): void {
  store()?.removeItem(CALCULATOR_HANDOFF_KEY);
}

/** The hand-off in the router state, else the one kept in the browser, unchecked; null when there is none. */
export function calculatorHandoffOf(routerState: unknown): unknown {
  if (routerState && typeof routerState === 'object' && CALCULATOR_HANDOFF_KEY in routerState)
    return (routerState as Record<string, unknown>)[CALCULATOR_HANDOFF_KEY];
  const raw = store()?.getItem(CALCULATOR_HANDOFF_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    forgetCalculatorHandoff();
    return null;
  }
}
