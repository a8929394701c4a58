import { Typography } from 'antd';
import { CALCULATOR_TEXTS as T } from '../calculator.texts';
import { Calculator } from '../components/calculator.widget';
import { CalculatorProviders } from '../components/calculator.providers';

/** The whole /calculator screen (exposed as './CalculatorPage'). */
export function CalculatorPage() {
  return (
    <CalculatorProviders>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
        <Typography.Title level={1} style={{ fontSize: 30 }}>
          {T.pageTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
          {T.pageIntro}
        </Typography.Paragraph>
        <Calculator />
      </div>
    </CalculatorProviders>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CalculatorPage;
