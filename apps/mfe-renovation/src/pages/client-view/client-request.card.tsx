import { useState } from 'react';
import type { Project } from '@reformas/shared-types';
import { CLOSE_REASONS, optionLabel } from '@reformas/shared-types/options';
import { RENOVATION_TEXTS, formatDate, formatRelativeTime, projectTitle } from '@reformas/i18n-es';
import { Fact, RequestFacts } from '../../components/request-facts';
import { RequestContacts } from './request-contacts';
import { RequestOwnerActions } from './request-owner.actions';
import { requestStateLabel } from '../../components/request-state';
import { Link } from '@reformas/web-core';

const T = RENOVATION_TEXTS.clientView;

type Props = { project: Project; onCloseRequest: (project: Project) => void };

/**
 * One of the client's own requests: its state ('Abierta', 'Contratada', 'Terminada', 'Cerrada'; why and when it was
 * closed) and how many quotes it has, linked to its page where they are compared, its details on demand, who has seen its
 * phone (and the cap), and for an open one 'Editar' (the request form, /create-post?edit={id}) and 'Cerrar
 * solicitud'.
 */
export function ClientRequestCard({ project, onCloseRequest }: Props) {
  const [open, setOpen] = useState(false);
  const closed = project.status === 'closed';
  const titleId = `request-${project.id}-title`;
  const detailsId = `request-${project.id}-details`;
  return (
    <li className="board-card client-request" data-state={project.status}>
      <div className="board-card-top">
        <span className="request-state" data-state={project.status}>
          {requestStateLabel(project.status)}
        </span>
        {project.quoteCount !== null ? (
          <Link className="request-quote-count" to={`/projects/${project.id}`} aria-describedby={titleId}>
            {T.quoteCount(project.quoteCount)}
          </Link>
        ) : null}
        <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
      </div>
      <h2 id={titleId} className="board-card-title">
        {projectTitle(project)}
      </h2>
      <p>
        {project.city}, {project.postalCode}
      </p>
      <p>
        {T.published} <time dateTime={project.createdAt}>{formatRelativeTime(project.createdAt)}</time>
      </p>
      {closed ? (
        <p className="request-closed">
          {T.closeReason}: {optionLabel(CLOSE_REASONS, project.closeReason)}
          {project.closedAt ? (
            <>
              {' · '}
              {T.closedOn} <time dateTime={project.closedAt}>{formatDate(project.closedAt)}</time>
            </>
          ) : null}
        </p>
      ) : null}
      {open ? (
        <dl id={detailsId} className="request-details" aria-label={T.details}>
          <RequestFacts project={project} forAuthor />
          <Fact term={T.description}>{project.description?.trim() || T.noDescription}</Fact>
        </dl>
      ) : null}
      <RequestContacts project={project} />
      <div className="actions">
        <button
          type="button"
          className="rv-button"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? T.hideDetails : T.showDetails}
        </button>
        <RequestOwnerActions project={project} onCloseRequest={onCloseRequest} describedBy={titleId} />
      </div>
    </li>
  );
}
