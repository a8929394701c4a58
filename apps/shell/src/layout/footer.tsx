import { useEffect, useState } from 'react';
import { Link } from '@reformas/web-core';
import { FOOTER_TEXTS, NAV_TEXTS } from '@reformas/i18n-es';
import { BUILD_YEAR, SUPPORT } from '../config/shell.config';
import { Logo } from './header';
import { MailIcon, PhoneIcon } from './top-bar';

export function Footer() {
  // The prerendered HTML carries the build year; the browser then shows the current one (no hydration mismatch).
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);

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
            <li>
              <Link to="/worker-view">{FOOTER_TEXTS.professionals}</Link>
            </li>
            <li>
              <Link to="/client-view">{FOOTER_TEXTS.clients}</Link>
            </li>
            <li>
              <Link to="/about">{FOOTER_TEXTS.aboutUs}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{FOOTER_TEXTS.servicesTitle}</h2>
          <ul>
            {FOOTER_TEXTS.serviceList.map((s) => (
              <li key={s}>
                <Link to="/services">{s}</Link>
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
      </div>
    </footer>
  );
}
