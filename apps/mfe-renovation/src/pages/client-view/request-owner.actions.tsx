import type { Project } from '@reformas/shared-types';
import { Link } from '@reformas/web-core';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';

const T = RENOVATION_TEXTS.clientView;

type Props = { project: Project; onCloseRequest: (project: Project) => void; describedBy?: string };

/** The author's 'Editar' (the request form, /create-post?edit={id}) and 'Cerrar solicitud', for an open request (not once hired, done or closed). */
export function RequestOwnerActions({ project, onCloseRequest, describedBy }: Props) {
  // Hired, done or closed: the request is no longer edited or closed.
  if (project.status !== 'open') return null;
  return (
    <>
      <Link className="rv-button" to={`/create-post?edit=${project.id}`} aria-describedby={describedBy}>
        {T.edit}
      </Link>
      <button
        type="button"
        className="rv-button"
        aria-describedby={describedBy}
        onClick={() => onCloseRequest(project)}
      >
        {T.close}
      </button>
    </>
  );
}
