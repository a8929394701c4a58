import { CALCULATOR_TEXTS as T } from '@reformas/i18n-es';
import { Calculator } from '../components/calculator.form';

/** The whole /calculator screen (exposed as './CalculatorPage'). */
export function CalculatorPage() {
  return (
    <div className="calculator-screen">
      <h1>{T.pageTitle}</h1>
      <p className="calculator-intro">{T.pageIntro}</p>
      <Calculator />
    </div>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CalculatorPage;
