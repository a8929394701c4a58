import { CLEANING_TEXTS as T } from '@reformas/i18n-es';
import { CleaningScreen } from '../../components/cleaning.screen';

/** /cleaning (exposed as './CleaningPage'). */
export function CleaningPage() {
  return (
    <CleaningScreen>
      <h1>{T.cleaning.title}</h1>
    </CleaningScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CleaningPage;
