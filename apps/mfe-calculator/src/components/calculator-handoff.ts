// What 'Solicitar presupuesto detallado' hands to /create-post (router state under CALCULATOR_HANDOFF_KEY, and
// kept in the browser across a sign-in): the estimate as its own field of the request, not its description, and
// the renovation type its lines point to.
import { CALCULATOR_HANDOFF_KEY, keepCalculatorHandoff, type CalculatorHandoff } from '@reformas/web-core';
import { formatEuros } from '@reformas/i18n-es';
import { renovationTypeOf, type Estimate } from '../pricing/calculator-pricing';

export { CALCULATOR_HANDOFF_KEY };

export function toHandoff(result: Estimate): CalculatorHandoff {
  return {
    total: result.total,
    totalText: formatEuros(result.total),
    items: result.lines.map(({ label, amount }) => ({ label, amount })),
    renovationType: renovationTypeOf(result.lines),
  };
}

/** The hand-off for this estimate, also kept in the browser: a visitor goes through /auth before the form. */
export function keepHandoff(result: Estimate): CalculatorHandoff {
  const handoff = toHandoff(result);
  keepCalculatorHandoff(handoff);
  return handoff;
}
