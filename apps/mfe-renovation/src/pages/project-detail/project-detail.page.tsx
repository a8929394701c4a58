import { Suspense, lazy, useEffect } from 'react';
import { ApiHttpError, Link, routeIdOf, useAuthStore, useParams } from '@reformas/web-core';
import { PHOTO_TEXTS, RENOVATION_TEXTS, formatDate, projectTitle } from '@reformas/i18n-es';
import {
  CategoryBadge,
  EmailVerifiedMark,
  ItemLoadAlert,
  PageHeading,
  PageSkeleton,
  PhotoGallery,
} from '@reformas/web-core/ui';
import { useProject } from '../../api/project.query';
import { requestStateLabel } from '../../components/request-state';
import { ClientContact } from '../../components/client-contact';
import { Fact, RequestFacts } from '../../components/request-facts';
import { RenovationScreen } from '../../components/renovation.screen';
import { useCannotContact } from '../../components/use-cannot-contact';
import { requestHeading } from '@reformas/web-core/seo';
import { HiddenNotice, ReportButton } from '@reformas/web-core/reports';

const T = RENOVATION_TEXTS.projectDetail;
const C = RENOVATION_TEXTS.clientView;
// The author's actions bring antd (the close dialog) and the quotes' comparison: nobody else downloads them.
const OwnerPanel = lazy(() => import('./owner.panel').then((m) => ({ default: m.OwnerPanel })));
// A professional's quote form and their quote (issue 33): loaded only for a signed-in professional, so an anonymous
// visitor's first JavaScript does not grow.
const ProfessionalQuoteSection = lazy(() => import('./professional-quote.section'));

/** The tab's title follows the heading; the shell's own title comes back when the page is left. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · ReformasYa`;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/**
 * /projects/:id, one request (exposed as './ProjectDetailPage'), as the API lets this viewer see it: masked for a
 * visitor, with 'Contactar' and 'Chatear' (a visitor gets 'Acceso requerido'; a professional reveals and dials);
 * for its author the edit and close actions and who has seen the phone. Unknown, or closed and not the
 * viewer's: a 404 from the API, and the page says so.
 */
export function ProjectDetailPage() {
  const id = routeIdOf(useParams().id);
  const project = useProject(id);
  const viewerId = useAuthStore((s) => s.user?.id ?? null);
  const isProfessional = useAuthStore((s) => s.user?.userType === 'professional');
  const { cannotContact, dialog } = useCannotContact();
  const data = project.data;
  const notFound =
    id === null || (project.error instanceof ApiHttpError && [404, 410].includes(project.error.status));
  const heading = notFound ? T.notFoundTitle : data ? requestHeading(data) : T.loadingTitle;
  // A request without an author (older data) is nobody's: no signed-out viewer is taken for its author.
  const isAuthor = viewerId !== null && data?.userId === viewerId;
  useDocumentTitle(heading);

  return (
    <RenovationScreen>
      <Link className="back-link" to="/projects">
        ← {T.back}
      </Link>
      <PageHeading title={heading} titleId="request-title" />
      <ItemLoadAlert notFound={notFound} failed={project.isError} texts={T} />
      {notFound || project.isError ? null : !data ? (
        <PageSkeleton className="request-page" />
      ) : (
        <article className="request-page" aria-labelledby="request-title">
          <div className="board-card-top">
            <CategoryBadge category={data.renovationType} />
            {data.status !== 'open' ? (
              <span className="request-state" data-state={data.status}>
                {requestStateLabel(data.status)}
              </span>
            ) : null}
            {isAuthor ? <span className="request-state">{T.yours}</span> : null}
            <EmailVerifiedMark emailVerified={data.emailVerified} />
          </div>
          <HiddenNotice reason={data.hiddenReason} />
          <dl className="request-facts">
            <Fact term={T.place}>
              {data.city}, {data.postalCode}
            </Fact>
            <RequestFacts project={data} forAuthor={isAuthor} />
            <Fact term={T.published}>
              <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
            </Fact>
          </dl>
          <PhotoGallery
            photos={data.photos}
            priority
            altOf={(n) => PHOTO_TEXTS.requestPhotoAlt(n, projectTitle(data))}
          />
          <section aria-labelledby="request-description">
            <h2 id="request-description">{C.description}</h2>
            <p className="request-description">{data.description?.trim() || C.noDescription}</p>
          </section>
          {isAuthor ? (
            <Suspense fallback={null}>
              <OwnerPanel project={data} />
            </Suspense>
          ) : (
            <>
              <div className="actions">
                <ClientContact
                  project={data}
                  label={RENOVATION_TEXTS.workerView.contact}
                  className="rv-button primary"
                  chat="always"
                  onCannotContact={cannotContact}
                />
              </div>
              {isProfessional ? (
                <Suspense fallback={null}>
                  <ProfessionalQuoteSection project={data} />
                </Suspense>
              ) : null}
              <ReportButton targetType="project" targetId={data.id} />
            </>
          )}
        </article>
      )}
      {dialog}
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default ProjectDetailPage;
