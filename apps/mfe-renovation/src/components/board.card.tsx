import { useState } from 'react';
import type { Project } from '@reformas/shared-types';
import { ProjectCard, prefetchAccessDialog } from '@reformas/web-core/ui';
import { HOME_TEXTS, RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { ClientContact } from './client-contact';

export type BoardCardProps = {
  project: Project;
  /** Signed out: 'Ver más' asks to sign in instead of showing the details. */
  onNeedAccess: (() => void) | null;
  /** The details start unfolded (the request a link chose). */
  initiallyOpen?: boolean;
};

/**
 * A request on the board, with what the API sends for this viewer (names and phones already masked by the
 * server when the viewer may not see them). Signed in, 'Ver más' shows the description and the contact the API
 * gave: a call link when the API says this viewer may call (`canCall`), or for a professional 'Llamar', which
 * asks for the phone and dials it (`canReveal`).
 */
export function BoardCard({ project, onNeedAccess, initiallyOpen = false }: BoardCardProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const detailsId = `project-${project.id}-details`;
  return (
    <ProjectCard project={project}>
      {open ? (
        <div id={detailsId} className="board-details">
          <p>{project.description?.trim() || T.projects.noDescription}</p>
          <ClientContact project={project} label={T.projects.call} className="board-contact" />
          {project.email ? (
            <a className="board-contact" href={`mailto:${project.email}`}>
              {T.projects.writeEmail}
            </a>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        className="rv-button"
        aria-expanded={onNeedAccess ? undefined : open}
        aria-controls={onNeedAccess ? undefined : detailsId}
        onFocus={onNeedAccess ? prefetchAccessDialog : undefined}
        onClick={() => (onNeedAccess ? onNeedAccess() : setOpen((v) => !v))}
      >
        {HOME_TEXTS.seeMore}
      </button>
    </ProjectCard>
  );
}
