import { Calculator } from './calculator.form';
import { AntdProvider } from '@reformas/web-core/ui';

/** The calculator alone, for the shell's /services page (exposed as './Calculator'). */
export function CalculatorWidget() {
  return (
    <AntdProvider>
      <Calculator />
    </AntdProvider>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CalculatorWidget;
