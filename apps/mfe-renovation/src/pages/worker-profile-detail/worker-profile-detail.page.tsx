import { RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { RenovationScreen } from '../../components/renovation.screen';

/** /worker-profiles/:id (exposed as './WorkerProfileDetailPage'). */
export function WorkerProfileDetailPage() {
  return (
    <RenovationScreen>
      <h1>{T.workerProfileDetail.title}</h1>
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default WorkerProfileDetailPage;
