import { useState } from 'react';
import type { Project } from '@reformas/shared-types';
import { AntdProvider } from '@reformas/web-core/ui';
import { RequestContacts } from '../client-view/request-contacts';
import { RequestOwnerActions } from '../client-view/request-owner.actions';
import { CloseRequestDialog } from '../client-view/close-request.dialog';
import { QuotesComparison } from './quotes.comparison';

/**
 * What the author of a request has on its page, as on /client-view: 'Editar' and 'Cerrar solicitud' while it is
 * open, the quotes received side by side (accept, decline, then 'Trabajo terminado'), and who has seen the phone.
 * Loaded only for the author: the dialogs bring antd, and the comparison is theirs alone.
 */
export function OwnerPanel({ project }: { project: Project }) {
  const [closing, setClosing] = useState(false);
  return (
    <AntdProvider>
      <div className="actions">
        <RequestOwnerActions project={project} onCloseRequest={() => setClosing(true)} />
      </div>
      <QuotesComparison project={project} />
      <RequestContacts project={project} />
      {closing ? <CloseRequestDialog project={project} onClose={() => setClosing(false)} /> : null}
    </AntdProvider>
  );
}
