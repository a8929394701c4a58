import type { ReactNode } from 'react';
import type { Project } from '@reformas/shared-types';
import { RENOVATION_TYPES, TIMELINES, optionLabel } from '@reformas/shared-types/options';
import { RENOVATION_TEXTS, formatEuros } from '@reformas/i18n-es';

const T = RENOVATION_TEXTS.clientView;

/** One row of a <dl> of facts: a term and its value. */
export function Fact({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A request's type, start, name, phone, e-mail and calculator estimate (when sent), as the API gave them to this
 * viewer, as rows of the caller's <dl>: the client's details on /client-view and the request's page. Its author
 * is told whether professionals see the estimate.
 */
export function RequestFacts({ project, forAuthor = false }: { project: Project; forAuthor?: boolean }) {
  const { estimate } = project;
  return (
    <>
      <Fact term={T.type}>{optionLabel(RENOVATION_TYPES, project.renovationType)}</Fact>
      <Fact term={T.timeline}>{optionLabel(TIMELINES, project.timeline)}</Fact>
      <Fact term={T.name}>{project.name}</Fact>
      <Fact term={T.phone}>{project.phone}</Fact>
      {project.email ? <Fact term={T.email}>{project.email}</Fact> : null}
      {estimate ? (
        <Fact term={T.estimate}>
          {formatEuros(estimate.total)}
          {forAuthor ? ` (${estimate.shared ? T.estimateShown : T.estimateHidden})` : null}
        </Fact>
      ) : null}
    </>
  );
}
