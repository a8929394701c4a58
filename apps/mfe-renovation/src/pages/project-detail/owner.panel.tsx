import { Suspense, lazy, useState } from 'react';
import type { Project } from '@reformas/shared-types';
import { RequestContacts } from '../client-view/request-contacts';
import { RequestOwnerActions } from '../client-view/request-owner.actions';
import { QuotesComparison } from './quotes.comparison';

// The dialogs bring antd: fetched when one opens, not with the panel.
const CloseRequestDialog = lazy(() =>
  import('../client-view/close-request.dialog').then((m) => ({ default: m.CloseRequestDialog })),
);

/**
 * What the author of a request has on its page, as on /client-view: 'Editar' and 'Cerrar solicitud' while it is
 * open, the quotes received side by side (accept, decline, then 'Trabajo terminado'), and who has seen the phone.
 * Loaded only for the author: the comparison is theirs alone.
 */
export function OwnerPanel({ project }: { project: Project }) {
  const [closing, setClosing] = useState(false);
  return (
    <>
      <div className="actions">
        <RequestOwnerActions project={project} onCloseRequest={() => setClosing(true)} />
      </div>
      <QuotesComparison project={project} />
      <RequestContacts project={project} />
      {closing ? (
        <Suspense fallback={null}>
          <CloseRequestDialog project={project} onClose={() => setClosing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
