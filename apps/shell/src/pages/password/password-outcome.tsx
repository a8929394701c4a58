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

/** The API's Spanish message of a failure, or ours when there is none (no connection). */
export const failureText = (err: unknown, fallback: string) =>
  (err as { serverMessage?: string } | null)?.serverMessage || fallback;
