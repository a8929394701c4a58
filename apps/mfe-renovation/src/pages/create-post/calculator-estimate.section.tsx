import { Button, Checkbox, Form } from 'antd';
import { RENOVATION_TEXTS, formatEuros } from '@reformas/i18n-es';
import type { CalculatorEstimate } from './create-post.form';

const T = RENOVATION_TEXTS.createPost;

/**
 * The calculator's estimate in the request form: its total and lines, private unless 'Mostrar el presupuesto
 * estimado a los profesionales' is ticked (the form's `estimateShared`), and 'Descartar' to leave it out.
 */
export function CalculatorEstimateSection({
  estimate,
  onDiscard,
}: {
  estimate: CalculatorEstimate;
  onDiscard: () => void;
}) {
  return (
    <section className="request-estimate" aria-labelledby="request-estimate-title">
      <h2 id="request-estimate-title">
        {T.estimateTitle}: {formatEuros(estimate.total)}
      </h2>
      <ul>
        {estimate.items.map((item) => (
          <li key={item.label}>{T.estimateLine(item.label, formatEuros(item.amount))}</li>
        ))}
      </ul>
      <p>{T.estimateHelp}</p>
      <Form.Item name="estimateShared" valuePropName="checked">
        <Checkbox>{T.estimateShare}</Checkbox>
      </Form.Item>
      <Button size="small" onClick={onDiscard} aria-label={T.discardCalculatorLabel}>
        {T.discardCalculator}
      </Button>
    </section>
  );
}
