import { SERVICES_TEXTS } from '@reformas/i18n-es';
import { SUPPORT } from '../../config/shell.config';
import { RemoteRoute } from '../../federation/remote-route';

export function ServicesPage() {
  return (
    <div className="container page">
      <h1>{SERVICES_TEXTS.title}</h1>
      <p className="muted">{SERVICES_TEXTS.subtitle}</p>
      <div className="services-grid">
        {SERVICES_TEXTS.cards.map((card) => (
          <article key={card.title} className="card">
            <h2>{card.title}</h2>
            <p>{card.body}</p>
            <p className="quote-line">{SERVICES_TEXTS.quoteLine}</p>
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
