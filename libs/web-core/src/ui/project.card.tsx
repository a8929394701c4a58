import type { ReactNode } from 'react';
import type { Project } from '@reformas/shared-types';
// The options entry: the package's main entry also loads zod, which must stay out of the home's first load.
import { RENOVATION_TYPES, TIMELINES, optionLabel } from '@reformas/shared-types/options';
import { HOME_TEXTS, PHOTO_TEXTS, formatDate, projectTitle } from '@reformas/i18n-es';
import { PhotoThumb } from './photo.thumb';
import { EmailVerifiedMark } from './email-verified.mark';

// The request cards of the home, the board and the professional dashboard: one markup and one stylesheet
// (libs/web-core/src/styles/board.css, inlined by the shell and imported by the renovation remote). No antd: the
// home is prerendered and the board ships none on its first load.

/** A renovation category as a tinted badge; its colour comes from board.css by `data-category`. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="badge" data-category={category}>
      {optionLabel(RENOVATION_TYPES, category)}
    </span>
  );
}

export type ProjectCardProps = {
  project: Project;
  /** The publication date on the top row; the dashboard shows a relative one among its own parts instead. */
  dated?: boolean;
  /** Name and phone among the facts, as the API sent them for this viewer (masked or whole). */
  withContact?: boolean;
  /** The title's id, when the article is named by it. */
  titleId?: string;
  /** What follows the facts: details, actions. */
  children?: ReactNode;
  /** The list's first card: its photo is fetched at once (PhotoThumb's `priority`). */
  first?: boolean;
  /** The title's level: h2 in a list right under the page's h1 (board, dashboard), h3 under a section's h2 (home). */
  headingLevel?: 'h2' | 'h3';
};

/** A renovation request: category (and 'Correo verificado' for a confirmed author), date, title (docs/product.md, "Request title"), place, start and the contact the API sent. */
export function ProjectCard({
  project,
  dated = true,
  withContact = true,
  titleId,
  children,
  first = false,
  headingLevel: Heading = 'h2',
}: ProjectCardProps) {
  const [photo] = project.photos ?? [];
  return (
    <article className="board-card" aria-labelledby={titleId}>
      {photo ? (
        <PhotoThumb
          photo={photo}
          alt={PHOTO_TEXTS.cardPhotoAlt(projectTitle(project))}
          className="board-card-photo"
          priority={first}
        />
      ) : null}
      <div className="board-card-top">
        <CategoryBadge category={project.renovationType} />
        <EmailVerifiedMark emailVerified={project.emailVerified} />
        {dated ? <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time> : null}
      </div>
      <Heading id={titleId} className="board-card-title">
        {projectTitle(project)}
      </Heading>
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
        {withContact ? (
          <>
            <div>
              <dt className="visually-hidden">Nombre</dt>
              <dd>{project.name}</dd>
            </div>
            <div>
              <dt className="visually-hidden">Teléfono</dt>
              <dd>{project.phone}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {children}
    </article>
  );
}

/** A card's place while the requests load (the same box, so nothing moves when they arrive). */
export function ProjectCardSkeleton({ withButton = false }: { withButton?: boolean }) {
  return (
    <div className="board-card skeleton-card" aria-hidden="true">
      <span className="skeleton skeleton-badge" />
      <span className="skeleton skeleton-title" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line short" />
      {withButton ? <span className="skeleton skeleton-button" /> : null}
    </div>
  );
}
