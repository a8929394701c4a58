import { TOP_BAR_TEXTS } from '@reformas/i18n-es';
import { SOCIAL_LINKS, SUPPORT } from '../config/shell.config';

export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <div className="top-bar-contact">
          <a href={SUPPORT.phoneHref} title={TOP_BAR_TEXTS.phoneLabel}>
            <PhoneIcon /> {SUPPORT.phone}
          </a>
          <a href={`mailto:${SUPPORT.email}`} title={TOP_BAR_TEXTS.emailLabel}>
            <MailIcon /> {SUPPORT.email}
          </a>
        </div>
        {SOCIAL_LINKS.length > 0 ? (
          <nav className="top-bar-social" aria-label={TOP_BAR_TEXTS.social}>
            {SOCIAL_LINKS.map((s) => (
              <a key={s.label} href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
    </div>
  );
}

export function PhoneIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm8 7L4 6v2l8 5 8-5V6z" />
    </svg>
  );
}
