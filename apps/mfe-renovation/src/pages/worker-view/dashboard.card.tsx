import { Link } from '@reformas/web-core';
import type { Project } from '@reformas/shared-types';
import { ProjectCard } from '@reformas/web-core/ui';
import { RENOVATION_TEXTS, formatRelativeTime, telHref } from '@reformas/i18n-es';

const T = RENOVATION_TEXTS.workerView;

export type DashboardCardProps = {
  project: Project;
  /** Called by 'Contactar' when this viewer may not call: signed out, or not a professional. */
  onCannotContact: () => void;
};

/**
 * A request on the professional dashboard. 'Contactar' dials the client when the API says this viewer may call
 * (`canCall`: signed-in professionals), with a chat link beside it; otherwise it explains why it cannot.
 */
export function DashboardCard({ project, onCannotContact }: DashboardCardProps) {
  return (
    <ProjectCard
      project={project}
      dated={false}
      withContact={false}
      titleId={`dashboard-project-${project.id}`}
    >
      <p className="dashboard-description">
        {project.description?.trim() || RENOVATION_TEXTS.projects.noDescription}
      </p>
      <p className="dashboard-published">
        {T.published} <time dateTime={project.createdAt}>{formatRelativeTime(project.createdAt)}</time>
      </p>
      <div className="actions">
        {project.canCall ? (
          <>
            <a className="rv-button primary" href={telHref(project.phone)}>
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
    </ProjectCard>
  );
}
