import { RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { RenovationScreen } from '../../components/renovation.screen';

/** /worker-view (exposed as './WorkerViewPage'). */
export function WorkerViewPage() {
  return (
    <RenovationScreen>
      <h1>{T.workerView.title}</h1>
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default WorkerViewPage;
