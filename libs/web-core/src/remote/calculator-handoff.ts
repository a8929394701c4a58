// What 'Solicitar presupuesto detallado' (calculator remote) hands to /create-post (renovation remote): two remotes
// that never import each other agree on it here. It goes as router state and is also kept in the browser, so it
// survives the sign-in a visitor is sent through on the way, until the request is published or the person
// discards it (docs/product.md, "New request").
export const CALCULATOR_HANDOFF_KEY = 'calculatorEstimate';

export type CalculatorHandoff = {
  total: number;
  totalText: string;
  items: { label: string; amount: number }[];
  /** The request description to prefill: the estimate and the chosen items. */
  description: string;
};

// The same limit as the request's description.
const DESCRIPTION_MAX = 2000;

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

/** The description kept in the browser by keepCalculatorHandoff, or '' (none, or damaged). */
export function keptCalculatorDescription(): string {
  const raw = store()?.getItem(CALCULATOR_HANDOFF_KEY);
  if (!raw) return '';
  try {
    const description = (JSON.parse(raw) as { description?: unknown } | null)?.description;
    return typeof description === 'string' ? description.slice(0, DESCRIPTION_MAX) : '';
  } catch {
    forgetCalculatorHandoff();
    return '';
  }
}
