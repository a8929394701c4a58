import { useState } from 'react';
import type { Project } from '@reformas/shared-types';
import { AntdProvider } from '@reformas/web-core/ui';
import { RequestContacts } from '../client-view/request-contacts';
import { RequestOwnerActions } from '../client-view/request-owner.actions';
import { CloseRequestDialog } from '../client-view/close-request.dialog';

/**
 * What the author of a request has on its page, as on /client-view: 'Editar' and 'Cerrar solicitud' while it is
 * open, and who has seen the phone. Loaded only for the author: the close dialog brings antd.
 */
export function OwnerPanel({ project }: { project: Project }) {
  const [closing, setClosing] = useState(false);
  return (
    <AntdProvider>
      <div className="actions">
        <RequestOwnerActions project={project} onCloseRequest={() => setClosing(true)} />
      </div>
      <RequestContacts project={project} />
      {closing ? <CloseRequestDialog project={project} onClose={() => setClosing(false)} /> : null}
    </AntdProvider>
  );
}
