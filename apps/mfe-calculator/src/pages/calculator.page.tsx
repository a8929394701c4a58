import { CALCULATOR_TEXTS as T } from '../calculator.texts';
import { Calculator } from '../components/calculator.widget';
import { AntdProvider } from '@reformas/web-core/ui';

/** The whole /calculator screen (exposed as './CalculatorPage'). */
export function CalculatorPage() {
  return (
    <AntdProvider>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
        <h1 style={{ fontSize: 30, lineHeight: 1.25, margin: '0 0 12px' }}>{T.pageTitle}</h1>
        <p style={{ maxWidth: 760, margin: '0 0 24px', color: 'rgba(0,0,0,.65)' }}>{T.pageIntro}</p>
        <Calculator />
      </div>
    </AntdProvider>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CalculatorPage;
