import { Link } from '@reformas/web-core';

/** How a password page ended: what happened, and the one way on (an alert when it went wrong). */
export function PasswordOutcome({
  text,
  link,
  alert = false,
}: {
  text: string;
  link: { to: string; label: string };
  alert?: boolean;
}) {
  return (
    <div role={alert ? 'alert' : 'status'} className="password-outcome">
      <p>{text}</p>
      <Link to={link.to} className="btn btn-primary">
        {link.label}
      </Link>
    </div>
  );
}
