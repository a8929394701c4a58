// What 'Solicitar presupuesto detallado' hands to /create-post (router state under CALCULATOR_HANDOFF_KEY, and
// kept in the browser across a sign-in). The request form prefills its description with `description`.
import { CALCULATOR_HANDOFF_KEY, keepCalculatorHandoff, type CalculatorHandoff } from '@reformas/web-core';
import { CALCULATOR_TEXTS, formatEuros } from '@reformas/i18n-es';
import type { Estimate } from '../pricing/calculator-pricing';

export { CALCULATOR_HANDOFF_KEY };

export function toHandoff(result: Estimate): CalculatorHandoff {
  const totalText = formatEuros(result.total);
  const items = result.lines.map(({ label, amount }) => ({ label, amount }));
  const description = [
    `${CALCULATOR_TEXTS.descriptionIntro}: ${totalText}.`,
    ...items.map((item) => `- ${item.label}: ${formatEuros(item.amount)}`),
  ].join('\n');
  return { total: result.total, totalText, items, description };
}

/** The hand-off for this estimate, also kept in the browser: a visitor goes through /auth before the form. */
export function keepHandoff(result: Estimate): CalculatorHandoff {
  const handoff = toHandoff(result);
  keepCalculatorHandoff(handoff);
  return handoff;
}
