import {
  cookiesPolicyTexts,
  legalNoticeTexts,
  privacyPolicyTexts,
  type LegalPageTexts,
} from '@reformas/i18n-es';
import { DELETED_ACCOUNT_RECORDS_KEPT_DAYS } from '@reformas/shared-types/privacy-terms';
import { useLocation } from '@reformas/web-core';
import { useEffect } from 'react';
import { SITE_OWNER } from '../../config/shell.config';

function LegalPage({ texts }: { texts: LegalPageTexts }) {
  // The page is loaded after the browser looked for the #section of the address: go there once it is drawn.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="container page narrow legal-page">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      {texts.sections.map((section, index) => (
        <section key={section.title} id={section.id} aria-labelledby={`legal-section-${index}`}>
          <h2 id={`legal-section-${index}`}>{section.title}</h2>
          {section.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

/** /aviso-legal: who runs the site and the conditions of use (LSSI-CE art. 10). */
export function LegalNoticePage() {
  return <LegalPage texts={legalNoticeTexts(SITE_OWNER)} />;
}

/** /politica-de-privacidad: what the site keeps about a person, why, and their rights (GDPR art. 13). */
export function PrivacyPolicyPage() {
  return <LegalPage texts={privacyPolicyTexts(SITE_OWNER, DELETED_ACCOUNT_RECORDS_KEPT_DAYS)} />;
}

/** /politica-de-cookies: the only cookies and browser storage the site uses, all technical (LSSI-CE art. 22.2). */
export function CookiesPolicyPage() {
  return <LegalPage texts={cookiesPolicyTexts()} />;
}
