import { CLEANING_TEXTS as T } from '@reformas/i18n-es';
import { CleaningScreen } from '../../components/cleaning.screen';

/** /create-cleaning (exposed as './CreateCleaningPage'). */
export function CreateCleaningPage() {
  return (
    <CleaningScreen>
      <h1>{T.createCleaning.title}</h1>
    </CleaningScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CreateCleaningPage;
