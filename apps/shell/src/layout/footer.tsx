import { useEffect, useState } from 'react';
import { Link, useAuthStore } from '@reformas/web-core';
import { FOOTER_TEXTS, LEGAL_LINKS_TEXTS, LEGAL_PATHS, NAV_TEXTS } from '@reformas/i18n-es';
import { BUILD_YEAR, SUPPORT } from '../config/shell.config';
import { workAreaOf } from '../hooks/use-work-area-path';
import { Logo } from './header';
import { MailIcon, PhoneIcon } from './top-bar';

export function Footer() {
  // The prerendered HTML carries the build year; the browser then shows the current one (no hydration mismatch).
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  // Signed in, the user's own area joins the quick links (a client's is already 'Clientes'); the prerendered HTML
  // is a visitor's.
  const user = useAuthStore((s) => s.user);
  const ownArea = user && user.userType !== 'client' ? workAreaOf(user.userType) : null;

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <Logo />
          <p>{FOOTER_TEXTS.about}</p>
        </div>
        <nav aria-label={FOOTER_TEXTS.quickLinks}>
          <h2>{FOOTER_TEXTS.quickLinks}</h2>
          <ul>
            <li>
              <Link to="/">{NAV_TEXTS.home}</Link>
            </li>
            <li>
              <Link to="/projects">{NAV_TEXTS.projects}</Link>
            </li>
            {/* The public directory: the dashboard is one professional's own area, not "the professionals". */}
            <li>
              <Link to="/worker-profiles">{FOOTER_TEXTS.professionals}</Link>
            </li>
            <li>
              <Link to="/client-view">{FOOTER_TEXTS.clients}</Link>
            </li>
            {ownArea ? (
              <li>
                <Link to={ownArea.path}>{ownArea.label}</Link>
              </li>
            ) : null}
            <li>
              <Link to="/about">{FOOTER_TEXTS.aboutUs}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{FOOTER_TEXTS.servicesTitle}</h2>
          <ul>
            {FOOTER_TEXTS.serviceList.map((s) => (
              <li key={s.type}>
                <Link to={`/projects?type=${s.type}`}>{s.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{FOOTER_TEXTS.contact}</h2>
          <ul>
            <li>
              <a href={SUPPORT.phoneHref}>
                <PhoneIcon /> {SUPPORT.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT.email}`}>
                <MailIcon /> {SUPPORT.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{FOOTER_TEXTS.rights(year)}</p>
        <nav className="footer-legal" aria-label={LEGAL_LINKS_TEXTS.nav}>
          <ul>
            <li>
              <Link to={LEGAL_PATHS.notice}>{LEGAL_LINKS_TEXTS.notice}</Link>
            </li>
            <li>
              <Link to={LEGAL_PATHS.privacy}>{LEGAL_LINKS_TEXTS.privacy}</Link>
            </li>
            <li>
              <Link to={LEGAL_PATHS.cookies}>{LEGAL_LINKS_TEXTS.cookies}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
