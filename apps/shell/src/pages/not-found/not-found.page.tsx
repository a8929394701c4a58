import { Link } from '@reformas/web-core';
import { NOT_FOUND_TEXTS } from '@reformas/i18n-es';

// Where someone who followed a dead link can go on: the home first, then the board and the professionals.
const WAYS_ON = [
  { to: '/', label: NOT_FOUND_TEXTS.back, className: 'btn btn-primary' },
  { to: '/projects', label: NOT_FOUND_TEXTS.board, className: 'btn' },
  { to: '/worker-profiles', label: NOT_FOUND_TEXTS.professionals, className: 'btn' },
];

export function NotFoundPage() {
  return (
    <div className="container page narrow">
      <h1>{NOT_FOUND_TEXTS.title}</h1>
      <p className="muted">{NOT_FOUND_TEXTS.hint}</p>
      <nav aria-label={NOT_FOUND_TEXTS.title} className="not-found-links">
        {WAYS_ON.map(({ to, label, className }) => (
          <Link key={to} className={className} to={to}>
            {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
