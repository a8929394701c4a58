import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@reformas/web-core';

export interface DetailTrailProps {
  homeLabel: string;
  /** The directory the item belongs to: the breadcrumb's middle step and where 'back' goes from outside the site. */
  parent: { to: string; label: string };
  /** The item's name once loaded: the breadcrumb's last step. */
  current?: ReactNode;
  backLabel: string;
}

/**
 * A detail page's way back (/cleaning/:id, /worker-profiles/:id), the same in the page and its frame: the breadcrumb
 * (home, the directory, the item) and the back button. Back is the previous page when the visitor came from inside
 * the site (the directory with its filters as they left it), else the directory.
 */
export function DetailTrail({ homeLabel, parent, current, backLabel }: DetailTrailProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(parent.to));
  return (
    <>
      <nav className="breadcrumb" aria-label="Ruta de navegación">
        <ol>
          <li>
            <Link to="/">{homeLabel}</Link>
          </li>
          <li>
            <Link to={parent.to}>{parent.label}</Link>
          </li>
          {current ? <li aria-current="page">{current}</li> : null}
        </ol>
      </nav>
      <button type="button" className="rv-button" onClick={goBack}>
        ← {backLabel}
      </button>
    </>
  );
}

/** The grey bars a detail page shows while its item loads (board.css's page-skeleton), in the page and its frame. */
export function PageSkeleton({ className = '' }: { className?: string }) {
  return (
    // Its own key where it is used: the loaded page's first box is a new element, not this one moved.
    <div className={`${className} page-skeleton`.trim()} aria-busy="true">
      <span className="skeleton" />
      <span className="skeleton" />
      <span className="skeleton wide" />
    </div>
  );
}

/** Why an item's page has no item: unknown (404) or not loaded; nothing while it loads or once it has. */
export function ItemLoadAlert({
  notFound,
  failed,
  texts,
}: {
  notFound: boolean;
  failed: boolean;
  texts: { notFound: string; loadError: string };
}) {
  if (!notFound && !failed) return null;
  return (
    <p className="rv-alert" role="alert">
      {notFound ? texts.notFound : texts.loadError}
    </p>
  );
}
