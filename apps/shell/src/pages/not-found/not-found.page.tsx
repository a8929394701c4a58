import { Link } from '@reformas/web-core';
import { NOT_FOUND_TEXTS } from '@reformas/i18n-es';

export function NotFoundPage() {
  return (
    <div className="container page narrow">
      <h1>{NOT_FOUND_TEXTS.title}</h1>
      <p className="muted">{NOT_FOUND_TEXTS.hint}</p>
      <nav aria-label={NOT_FOUND_TEXTS.title} className="not-found-links">
        <Link className="btn btn-primary" to="/">
          {NOT_FOUND_TEXTS.back}
        </Link>
        <Link className="btn" to="/projects">
          {NOT_FOUND_TEXTS.board}
        </Link>
        <Link className="btn" to="/worker-profiles">
          {NOT_FOUND_TEXTS.professionals}
        </Link>
      </nav>
    </div>
  );
}
