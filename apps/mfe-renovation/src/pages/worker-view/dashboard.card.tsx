import type { Project } from '@reformas/shared-types';
import { ProjectCard } from '@reformas/web-core/ui';
import { Link } from '@reformas/web-core';
import { HOME_TEXTS, RENOVATION_TEXTS, formatRelativeTime } from '@reformas/i18n-es';
import { ClientContact } from '../../components/client-contact';

const T = RENOVATION_TEXTS.workerView;

export type DashboardCardProps = {
  project: Project;
  /** Called by 'Contactar' when this viewer may not call: signed out, or not a professional. */
  onCannotContact: () => void;
  /** The list's first card (its photo is fetched at once). */
  first?: boolean;
};

/**
 * A request on the professional dashboard. 'Contactar' dials the client (a professional's first click asks the
 * API for the phone, then dials; one already revealed shows the phone and dials at once), with a chat link
 * beside it; otherwise it explains why it cannot. 'Ver más' opens the request's own page.
 */
export function DashboardCard({ project, onCannotContact, first = false }: DashboardCardProps) {
  const titleId = `dashboard-project-${project.id}`;
  return (
    <ProjectCard project={project} dated={false} withContact={false} titleId={titleId} first={first}>
      <p className="dashboard-description">
        {project.description?.trim() || RENOVATION_TEXTS.projects.noDescription}
      </p>
      <p className="dashboard-published">
        {T.published} <time dateTime={project.createdAt}>{formatRelativeTime(project.createdAt)}</time>
      </p>
      <div className="actions">
        <ClientContact
          project={project}
          label={T.contact}
          className="rv-button primary"
          chat="after-call"
          onCannotContact={onCannotContact}
        />
        <Link className="rv-button" to={`/projects/${project.id}`} aria-describedby={titleId}>
          {HOME_TEXTS.seeMore}
        </Link>
      </div>
    </ProjectCard>
  );
}
