// The router state 'Solicitar presupuesto detallado' (calculator remote) hands to /create-post (renovation
// remote): two remotes that never import each other agree on it here.
export const CALCULATOR_HANDOFF_KEY = 'calculatorEstimate';

export type CalculatorHandoff = {
  total: number;
  totalText: string;
  items: { label: string; amount: number }[];
  /** The request description to prefill: the estimate and the chosen items. */
  description: string;
};
