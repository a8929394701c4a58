import type { Project } from '@reformas/shared-types';
import { ProjectCard } from '@reformas/web-core/ui';
import { RENOVATION_TEXTS, formatRelativeTime } from '@reformas/i18n-es';
import { ClientContact } from '../../components/client-contact';

const T = RENOVATION_TEXTS.workerView;

export type DashboardCardProps = {
  project: Project;
  /** Called by 'Contactar' when this viewer may not call: signed out, or not a professional. */
  onCannotContact: () => void;
};

/**
 * A request on the professional dashboard. 'Contactar' dials the client (a professional's first click asks the
 * API for the phone, then dials; one already revealed shows the phone and dials at once), with a chat link
 * beside it; otherwise it explains why it cannot.
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
        <ClientContact
          project={project}
          label={T.contact}
          className="rv-button primary"
          withChat
          onCannotContact={onCannotContact}
        />
      </div>
    </ProjectCard>
  );
}
