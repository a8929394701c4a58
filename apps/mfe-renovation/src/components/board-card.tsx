import { useState, type CSSProperties } from 'react';
import type { Project } from '@reformas/shared-types';
import { RENOVATION_TYPES, TIMELINES, categoryBadgeColor, optionLabel } from '@reformas/shared-types/options';
import { prefetchAccessDialog } from '@reformas/web-core/ui';
import { HOME_TEXTS, RENOVATION_TEXTS as T, formatDate, projectTitle, telHref } from '@reformas/i18n-es';

export type BoardCardProps = {
  project: Project;
  /** Signed out: 'Ver más' asks to sign in instead of showing the details. */
  onNeedAccess: (() => void) | null;
};

/**
 * A request on the board, with what the API sends for this viewer (names and phones already masked by the
 * server when the viewer may not see them). Signed in, 'Ver más' shows the description and the contact the API
 * gave: a professional gets the full phone as a call link.
 */
export function BoardCard({ project, onNeedAccess }: BoardCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = `project-${project.id}-details`;
  const callHref = telHref(project.phone);
  return (
    <article className="board-card">
      <div className="board-card-top">
        <span
          className="badge"
          style={{ '--badge-color': categoryBadgeColor(project.renovationType) } as CSSProperties}
        >
          {optionLabel(RENOVATION_TYPES, project.renovationType)}
        </span>
        <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
      </div>
      <h3>{projectTitle(project)}</h3>
      <dl className="board-facts">
        <div>
          <dt className="visually-hidden">Ubicación</dt>
          <dd>
            {project.city}, {project.postalCode}
          </dd>
        </div>
        <div>
          <dt>{HOME_TEXTS.start}</dt>
          <dd>{optionLabel(TIMELINES, project.timeline)}</dd>
        </div>
        <div>
          <dt className="visually-hidden">Nombre</dt>
          <dd>{project.name}</dd>
        </div>
        <div>
          <dt className="visually-hidden">Teléfono</dt>
          <dd>{project.phone}</dd>
        </div>
      </dl>
      {open ? (
        <div id={detailsId} className="board-details">
          <p>{project.description?.trim() || T.projects.noDescription}</p>
          {callHref ? (
            <a className="board-contact" href={callHref}>
              {T.projects.call} {project.phone}
            </a>
          ) : null}
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
    </article>
  );
}

export function BoardCardSkeleton() {
  return (
    <div className="board-card skeleton-card" aria-hidden="true">
      <span className="skeleton skeleton-badge" />
      <span className="skeleton skeleton-title" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line short" />
    </div>
  );
}
