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
          <LinkList
            links={[
              { to: '/', label: NAV_TEXTS.home },
              { to: '/projects', label: NAV_TEXTS.projects },
              // The public directory: the dashboard is one professional's own area, not "the professionals".
              { to: '/worker-profiles', label: FOOTER_TEXTS.professionals },
              { to: '/client-view', label: FOOTER_TEXTS.clients },
              ...(ownArea ? [{ to: ownArea.path, label: ownArea.label }] : []),
              { to: '/about', label: FOOTER_TEXTS.aboutUs },
            ]}
          />
        </nav>
        <div>
          <h2>{FOOTER_TEXTS.servicesTitle}</h2>
          <LinkList
            links={FOOTER_TEXTS.serviceList.map((s) => ({ to: `/projects?type=${s.type}`, label: s.label }))}
          />
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
          <LinkList
            links={[
              { to: LEGAL_PATHS.notice, label: LEGAL_LINKS_TEXTS.notice },
              { to: LEGAL_PATHS.privacy, label: LEGAL_LINKS_TEXTS.privacy },
              { to: LEGAL_PATHS.cookies, label: LEGAL_LINKS_TEXTS.cookies },
            ]}
          />
        </nav>
      </div>
    </footer>
  );
}

/** A list of the footer's links, one an item. */
function LinkList({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
