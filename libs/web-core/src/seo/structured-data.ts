// Structured data (JSON-LD) of the public pages, typed by schema-dts against schema.org's vocabulary. Only what the
// page itself shows, and no rating of the site itself (Google's review-snippet rules on self-serving reviews). No
// BreadcrumbList: no public page shows a breadcrumb.
import type { HomeAndConstructionBusiness, LocalBusiness, WithContext } from 'schema-dts';
import type { CleaningService, WorkerProfile } from '@reformas/shared-types';
import { RENOVATION_TYPES, optionLabel, parseServiceList } from '@reformas/shared-types/options';
import { SEO_TEXTS } from '@reformas/i18n-es';
import { absoluteUrl } from './page-head';

/**
 * schema.org's subtypes of HomeAndConstructionBusiness a professional's services may name (our services are free
 * text: the first that matches wins; none, the general type).
 */
type TradeType =
  | 'HomeAndConstructionBusiness'
  | 'Plumber'
  | 'Electrician'
  | 'HousePainter'
  | 'RoofingContractor'
  | 'HVACBusiness'
  | 'Locksmith'
  | 'GeneralContractor';

const TRADE_TYPES: [RegExp, TradeType][] = [
  [/fontaner|desatasc|tuber/i, 'Plumber'],
  [/electric|instalaci[oó]n el[eé]ctrica/i, 'Electrician'],
  [/pintur|pintor/i, 'HousePainter'],
  [/tejad|cubierta|impermeabiliz/i, 'RoofingContractor'],
  [/climatiz|aire acondicionado|calefacci|aerotermia/i, 'HVACBusiness'],
  [/cerraj/i, 'Locksmith'],
  [/reforma integral|construcci|obra/i, 'GeneralContractor'],
];

export function tradeTypeOf(services: readonly string[]): TradeType {
  const text = services.join(' · ');
  return TRADE_TYPES.find(([pattern]) => pattern.test(text))?.[1] ?? 'HomeAndConstructionBusiness';
}

/** A professional's services as its page shows them: the labels of our renovation types, free text as written. */
export const serviceLabels = (services: string | null) =>
  parseServiceList(services).map((service) => optionLabel(RENOVATION_TYPES, service));

/**
 * A professional's page: the firm, where it works, and its rating from the reviews the page shows (the API counts
 * only reviews of clients who contacted the professional through the site), only when there is one at least.
 */
export function professionalJsonLd(
  profile: WorkerProfile,
  origin: string,
): WithContext<HomeAndConstructionBusiness> {
  const services = serviceLabels(profile.services);
  const url = absoluteUrl(`/worker-profiles/${profile.id}`, origin);
  const rated = profile.ratingCount > 0 && profile.ratingAverage !== null;
  return {
    '@context': 'https://schema.org',
    '@type': tradeTypeOf(services),
    '@id': url,
    name: profile.companyName || profile.name,
    url,
    ...(profile.description ? { description: profile.description } : {}),
    ...(profile.logoUrl
      ? { logo: absoluteUrl(profile.logoUrl, origin), image: absoluteUrl(profile.logoUrl, origin) }
      : {}),
    ...(profile.city
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: profile.city,
            ...(profile.postalCode ? { postalCode: profile.postalCode } : {}),
            addressCountry: 'ES',
          },
          areaServed: { '@type': 'City', name: profile.city },
        }
      : {}),
    ...(services.length > 0 ? { knowsAbout: services } : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.ratingAverage as number,
            reviewCount: profile.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  } as WithContext<HomeAndConstructionBusiness>;
}

/** A cleaning service's page: the business and the service it offers (`types`: as its page shows them), where. */
export function cleaningServiceJsonLd(
  service: CleaningService,
  types: readonly string[],
  origin: string,
): WithContext<LocalBusiness> {
  const url = absoluteUrl(`/cleaning/${service.id}`, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: service.name,
    url,
    ...(service.description ? { description: service.description } : {}),
    ...(service.photoUrl ? { image: absoluteUrl(service.photoUrl, origin) } : {}),
    address: { '@type': 'PostalAddress', addressLocality: service.city, addressCountry: 'ES' },
    makesOffer: {
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: `${SEO_TEXTS.cleaningService}: ${types.join(', ')}`,
        serviceType: types.join(', '),
        areaServed: { '@type': 'City', name: service.city },
      },
    },
  };
}
