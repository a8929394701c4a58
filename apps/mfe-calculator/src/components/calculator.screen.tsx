import { Calculator } from './calculator.form';

/** The calculator alone, for the shell's /services page (exposed as './Calculator'). */
export function CalculatorWidget() {
  return <Calculator />;
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CalculatorWidget;
