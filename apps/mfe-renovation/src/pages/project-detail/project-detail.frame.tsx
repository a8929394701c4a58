import { Link } from '@reformas/web-core';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { PageHeading, PageSkeleton } from '@reformas/web-core/ui';

const T = RENOVATION_TEXTS.projectDetail;

// The frame of /projects/:id (src/routes.tsx), one for every id (pages/projects/_.html): the page before its data,
// in the page's markup and classes; inert until the page replaces it.
export function ProjectDetailFrame() {
  return (
    <div className="renovation-screen" inert>
      <Link className="back-link" to="/projects">
        ← {T.back}
      </Link>
      <PageHeading title={T.loadingTitle} titleId="request-title" />
      <PageSkeleton className="request-page" />
    </div>
  );
}
