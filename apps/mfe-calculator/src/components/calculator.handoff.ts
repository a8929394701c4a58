// What 'Solicitar presupuesto detallado' hands to /create-post (router state under
// CALCULATOR_HANDOFF_KEY). The request form prefills its description with `description`.
import { formatEuros } from '@reformas/i18n-es';
import { CALCULATOR_TEXTS } from '../calculator.texts';
import type { Estimate } from '../pricing/calculator.pricing';

export const CALCULATOR_HANDOFF_KEY = 'calculatorEstimate';

export type CalculatorHandoff = {
  total: number;
  totalText: string;
  items: { label: string; amount: number }[];
  description: string;
};

export function toHandoff(result: Estimate): CalculatorHandoff {
  const totalText = formatEuros(result.total);
  const items = result.lines.map(({ label, amount }) => ({ label, amount }));
  const description = [
    `${CALCULATOR_TEXTS.descriptionIntro}: ${totalText}.`,
    ...items.map((item) => `- ${item.label}: ${formatEuros(item.amount)}`),
  ].join('\n');
  return { total: result.total, totalText, items, description };
}
