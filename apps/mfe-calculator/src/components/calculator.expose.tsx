import { Calculator } from './calculator.widget';
import { CalculatorProviders } from './calculator.providers';

/** The calculator alone, for the shell's /services page (exposed as './Calculator'). */
export function CalculatorWidget() {
  return (
    <CalculatorProviders>
      <Calculator />
    </CalculatorProviders>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CalculatorWidget;
