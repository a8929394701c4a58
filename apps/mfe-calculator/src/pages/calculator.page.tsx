import { CALCULATOR_TEXTS as T } from '@reformas/i18n-es';
import { Calculator } from '../components/calculator.form';

/** The whole /calculator screen (exposed as './CalculatorPage'). */
export function CalculatorPage() {
  return <CalculatorScreen />;
}

/**
 * The frame of /calculator (src/routes.tsx): the same screen, inert, in the page's HTML at release. The page needs
 * no data, so its frame is the page itself as first drawn (default answers), and the largest element paints with
 * the HTML instead of after the remote has loaded.
 */
export function CalculatorFrame() {
  return <CalculatorScreen inert />;
}

/**
 * Inert as the frame. Drawn on the server it takes input at once: what is typed before hydration is handed to React
 * once hydrated (the shell's held-input.ts).
 */
function CalculatorScreen({ inert = false }: { inert?: boolean }) {
  return (
    <div className="calculator-screen" inert={inert}>
      <h1>{T.pageTitle}</h1>
      <p className="calculator-intro">{T.pageIntro}</p>
      <Calculator />
    </div>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CalculatorPage;
