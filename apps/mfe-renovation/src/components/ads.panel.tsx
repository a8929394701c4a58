import { RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { useAds } from '../api/ads.query';

/**
 * 'Servicios recomendados': two sponsored services for the selected type (the general set otherwise). Each leads,
 * in a new tab, to the target its sponsor gave (the demo's: the sponsor's public profile).
 */
export function AdsPanel({ category }: { category: string }) {
  const ads = useAds(category);
  const shown = (ads.data ?? []).slice(0, 2);
  // No sponsors for this type (or none at all): no empty panel.
  if (shown.length === 0) return null;
  return (
    <aside className="ads-panel" aria-labelledby="ads-panel-title">
      <h2 id="ads-panel-title">{T.ads.title}</h2>
      {shown.map((ad) => (
        <article key={ad.id} className="ad-card">
          <span className="ad-label">{T.ads.label}</span>
          <h3>{ad.title}</h3>
          <p className="ad-company">{ad.company}</p>
          <p>{ad.description}</p>
          <a className="ad-cta" href={ad.ctaUrl} target="_blank" rel="noopener noreferrer sponsored">
            {ad.ctaText}
          </a>
          {ad.phone ? (
            <a className="ad-phone" href={`tel:${ad.phone.replace(/\s/g, '')}`}>
              {T.ads.call(ad.phone)}
            </a>
          ) : null}
        </article>
      ))}
    </aside>
  );
}
