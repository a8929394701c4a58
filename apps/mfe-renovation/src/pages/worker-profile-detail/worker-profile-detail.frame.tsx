import { Link } from '@reformas/web-core';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';

const T = RENOVATION_TEXTS.workerProfileDetail;

// The frame of /worker-profiles/:id (src/routes.tsx), one for every id (pages/worker-profiles/_.html): the page
// before its data, in the page's markup and classes; inert until the page replaces it. Its script
// (worker-profile-detail.frame-script.ts) asks for the profile at once and draws its heading.
export function WorkerProfileDetailFrame() {
  return (
    <div className="renovation-screen" inert>
      <nav className="breadcrumb" aria-label="Ruta de navegación">
        <ol>
          <li>
            <Link to="/">{T.home}</Link>
          </li>
          <li>
            <Link to="/worker-profiles">{T.professionals}</Link>
          </li>
        </ol>
      </nav>
      <button type="button" className="rv-button">
        ← {T.back}
      </button>
      <h1>{T.title}</h1>
      <div className="page-skeleton" aria-busy="true">
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton wide" />
      </div>
    </div>
  );
}
