import { CALCULATOR_TEXTS as T } from '@reformas/i18n-es';
import { useHydrated } from '@reformas/web-core';
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

/** Inert as the frame, and as drawn on the server until hydrated (a value typed before would be lost). */
function CalculatorScreen({ inert = false }: { inert?: boolean }) {
  const hydrated = useHydrated();
  return (
    <div className="calculator-screen" inert={inert || !hydrated}>
      <h1>{T.pageTitle}</h1>
      <p className="calculator-intro">{T.pageIntro}</p>
      <Calculator />
    </div>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CalculatorPage;
