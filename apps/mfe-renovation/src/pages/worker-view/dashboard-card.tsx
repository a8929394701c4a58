import type { CSSProperties } from 'react';
import { Link } from '@reformas/web-core';
import type { Project } from '@reformas/shared-types';
import { RENOVATION_TYPES, TIMELINES, categoryBadgeColor, optionLabel } from '@reformas/shared-types/options';
import { RENOVATION_TEXTS, formatRelativeTime, projectTitle, telHref } from '@reformas/i18n-es';

const T = RENOVATION_TEXTS.workerView;

export type DashboardCardProps = {
  project: Project;
  /** Called by 'Contactar' when there is no phone to dial: signed out, or a viewer the API masks phones for. */
  onCannotContact: () => void;
};

/**
 * A request on the professional dashboard. 'Contactar' dials the client when the API sent this viewer the whole
 * phone (signed-in professionals), with a chat link beside it; otherwise it explains why it cannot.
 */
export function DashboardCard({ project, onCannotContact }: DashboardCardProps) {
  const callHref = telHref(project.phone);
  const titleId = `dashboard-project-${project.id}`;
  return (
    <article className="board-card" aria-labelledby={titleId}>
      <div className="board-card-top">
        <span
          className="badge"
          style={{ '--badge-color': categoryBadgeColor(project.renovationType) } as CSSProperties}
        >
          {optionLabel(RENOVATION_TYPES, project.renovationType)}
        </span>
      </div>
      <h3 id={titleId}>{projectTitle(project)}</h3>
      <dl className="board-facts">
        <div>
          <dt className="visually-hidden">Ubicación</dt>
          <dd>
            {project.city}, {project.postalCode}
          </dd>
        </div>
        <div>
          <dt>{T.start}:</dt>
          <dd>{optionLabel(TIMELINES, project.timeline)}</dd>
        </div>
      </dl>
      <p className="dashboard-description">
        {project.description?.trim() || RENOVATION_TEXTS.projects.noDescription}
      </p>
      <p className="dashboard-published">
        {T.published} <time dateTime={project.createdAt}>{formatRelativeTime(project.createdAt)}</time>
      </p>
      <div className="actions">
        {callHref ? (
          <>
            <a className="rv-button primary" href={callHref}>
              {T.contact}
              <span className="visually-hidden"> {project.phone}</span>
            </a>
            {project.userId ? (
              <Link className="rv-button" to={`/chat/${project.userId}`}>
                {T.chat}
              </Link>
            ) : null}
          </>
        ) : (
          <button type="button" className="rv-button primary" onClick={onCannotContact}>
            {T.contact}
          </button>
        )}
      </div>
    </article>
  );
}
