import { Link } from '@reformas/web-core';
import type { Project } from '@reformas/shared-types';
// The options entry: the package's main entry also loads zod, which must stay out of the home's first load.
import { RENOVATION_TYPES, TIMELINES, categoryBadgeColor, optionLabel } from '@reformas/shared-types/options';
import { HOME_TEXTS } from '@reformas/i18n-es';
import { formatDate, projectTitle } from '@reformas/i18n-es';

export function ProjectCard({ project, moreHref }: { project: Project; moreHref: string }) {
  const color = categoryBadgeColor(project.renovationType);
  return (
    <article className="card project-card">
      <div className="project-card-top">
        <span className="badge" style={{ backgroundColor: color }}>
          {optionLabel(RENOVATION_TYPES, project.renovationType)}
        </span>
        <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
      </div>
      <h3>{projectTitle(project)}</h3>
      <dl className="project-facts">
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
      <Link className="btn btn-outline" to={moreHref}>
        {HOME_TEXTS.seeMore}
      </Link>
    </article>
  );
}

export function ProjectCardSkeleton() {
  return (
    <div className="card project-card skeleton-card" aria-hidden="true">
      <span className="skeleton skeleton-badge" />
      <span className="skeleton skeleton-title" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line short" />
      <span className="skeleton skeleton-button" />
    </div>
  );
}
