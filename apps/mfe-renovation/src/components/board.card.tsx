import type { Project } from '@reformas/shared-types';
import { Link } from '@reformas/web-core';
import { ProjectCard } from '@reformas/web-core/ui';
import { HOME_TEXTS } from '@reformas/i18n-es';

/**
 * A request on the board, with what the API sends for this viewer (names and phones already masked by the
 * server when the viewer may not see them). 'Ver más' opens the request's own page (/projects/{id}), for
 * everyone: a visitor sees it masked there, and signing in is asked where contacting starts.
 */
export function BoardCard({ project, first = false }: { project: Project; first?: boolean }) {
  const titleId = `project-${project.id}-title`;
  return (
    <ProjectCard project={project} titleId={titleId} first={first}>
      <Link className="rv-button" to={`/projects/${project.id}`} aria-describedby={titleId}>
        {HOME_TEXTS.seeMore}
      </Link>
    </ProjectCard>
  );
}
