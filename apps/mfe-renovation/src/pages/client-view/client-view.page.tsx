import { RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { RenovationScreen } from '../../components/renovation.screen';

/** /client-view (exposed as './ClientViewPage'). */
export function ClientViewPage() {
  return (
    <RenovationScreen>
      <h1>{T.clientView.title}</h1>
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default ClientViewPage;
