import { RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { RenovationScreen } from '../../components/renovation.screen';

/** /worker-profiles (exposed as './WorkerProfilesPage'). */
export function WorkerProfilesPage() {
  return (
    <RenovationScreen>
      <h1>{T.workerProfiles.title}</h1>
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default WorkerProfilesPage;
