import { SERVICES_TEXTS } from '@reformas/i18n-es';
import { Link } from '@reformas/web-core';
import { SUPPORT } from '../../config/shell.config';
import { RemoteRoute } from '../../federation/remote-route';

// Where each card's 'Solicita presupuesto sin compromiso' leads (docs/decisions.md, "Services page"): the two
// cleaning services to the cleaning directory filtered by that kind of service, where cleaners are contacted
// directly; every other service to a new request naming it (/create-post?servicio=…, prefilled there).
const CLEANING_TARGETS: Record<string, string> = {
  'limpieza-locales-oficinas': '/cleaning?serviceType=office',
  'limpieza-viviendas': '/cleaning?serviceType=home',
};

function serviceCardTarget(slug: string): string {
  return CLEANING_TARGETS[slug] ?? `/create-post?servicio=${encodeURIComponent(slug)}`;
}

export function ServicesPage() {
  return (
    <div className="container page">
      <h1>{SERVICES_TEXTS.title}</h1>
      <p className="muted">{SERVICES_TEXTS.subtitle}</p>
      <div className="services-grid">
        {SERVICES_TEXTS.cards.map((card) => (
          <article key={card.slug} className="card">
            <h2>{card.title}</h2>
            <p>{card.body}</p>
            <Link
              className="quote-line"
              to={serviceCardTarget(card.slug)}
              aria-label={`${SERVICES_TEXTS.quoteLine}: ${card.title}`}
            >
              {SERVICES_TEXTS.quoteLine}
            </Link>
          </article>
        ))}
      </div>
      {/* The estimative calculator belongs to the calculator remote; if it is down only this part says so. */}
      <RemoteRoute module="mfe_calculator/Calculator" />
      <section className="custom-block" aria-labelledby="servicio-personalizado">
        <h2 id="servicio-personalizado">{SERVICES_TEXTS.customTitle}</h2>
        <p>{SERVICES_TEXTS.customBody}</p>
        {/* It opens an e-mail to support (docs/decisions.md, "Services page"). */}
        <a
          className="btn btn-primary"
          href={`mailto:${SUPPORT.email}?subject=${encodeURIComponent(SERVICES_TEXTS.customTitle)}`}
        >
          {SERVICES_TEXTS.customCta}
        </a>
      </section>
    </div>
  );
}
