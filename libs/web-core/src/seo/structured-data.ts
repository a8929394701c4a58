// Structured data (JSON-LD) of the public pages, typed by schema-dts against schema.org's vocabulary. Only what the
// page itself shows and a visitor is sent, with links site-relative (headTags makes them absolute). Left out: the
// site itself (no Organization or rating of ReformasYa: Google's review-snippet rules on self-serving reviews),
// anyone's own words (descriptions: the API does not keep contact data out of them), phones, e-mails and a
// cleaner's name (masked for visitors), and a request (a client's, not a business's).
import type {
  AggregateRating,
  BreadcrumbList,
  HomeAndConstructionBusiness,
  LocalBusiness,
  WithContext,
} from 'schema-dts';
import type { CleaningService, RatingSummary, WorkerProfile } from '@reformas/shared-types';
import {
  CLEANING_SERVICE_TYPES,
  RENOVATION_TYPES,
  optionLabel,
  parseServiceList,
  type RenovationType,
} from '@reformas/shared-types/options';
import { SEO_TEXTS } from '@reformas/i18n-es';

/** schema.org's subtypes of HomeAndConstructionBusiness that one of our services names. */
type Trade = 'Plumber' | 'Electrician' | 'HousePainter' | 'HVACBusiness' | 'GeneralContractor';

/**
 * Our services (shared-types RENOVATION_TYPES) and the schema.org trade each one is, when it is one: the one
 * mapping. Bathrooms, kitchens and solar panels name no single trade (schema.org has no solar installer), and
 * RoofingContractor, Locksmith and MovingCompany no service of ours.
 */
const TRADE_OF_SERVICE = {
  integral: 'GeneralContractor',
  bathroom: null,
  kitchen: null,
  painting: 'HousePainter',
  electricity: 'Electrician',
  plumbing: 'Plumber',
  air_conditioning: 'HVACBusiness',
  aerothermal: 'HVACBusiness',
  solar_panels: null,
  other: null,
} as const satisfies Record<RenovationType, Trade | null>;

const tradeOf = (service: string): Trade | null =>
  (TRADE_OF_SERVICE as Record<string, Trade | null>)[service] ?? null;

/**
 * The schema.org type of a professional from their services (option values): GeneralContractor for integral
 * renovations; a trade when every service listed ('other' aside) is that trade; else HomeAndConstructionBusiness.
 */
export function tradeTypeOf(services: readonly string[]): Trade | 'HomeAndConstructionBusiness' {
  if (services.includes('integral')) return 'GeneralContractor';
  const trades = new Set(services.filter((service) => service !== 'other').map(tradeOf));
  const [only] = trades;
  return trades.size === 1 && only ? only : 'HomeAndConstructionBusiness';
}

/** A professional's services as its page shows them: the labels of our renovation types, anything else as stored. */
export const serviceLabels = (services: string | null) =>
  parseServiceList(services).map((service) => optionLabel(RENOVATION_TYPES, service));

/** A cleaning service's types as its card shows them, each once. */
export const cleaningTypeLabels = (serviceType: string | null) =>
  [...new Set(parseServiceList(serviceType))].map((value) => optionLabel(CLEANING_SERVICE_TYPES, value));

/** The name a cleaning service's head gives it: a visitor is sent the cleaner's name masked ('R***o'). */
export const cleaningNameOf = (service: Pick<CleaningService, 'name'>) =>
  service.name.includes('*') ? SEO_TEXTS.cleaning.unnamed : service.name;

/**
 * The rating a provider's page shows: its reviews' summary (GET /api/users/{id}/rating, drawn by the reviews
 * section) when given, else the same figures the API keeps on the profile or service; only with one review at
 * least. Every published review is verified: the API takes one only from a client in contact with the provider
 * (`verifiedBy`: chat or phone), and those are the ones the page lists and the summary counts.
 */
function ratingOf(
  providerId: number | null,
  own: { ratingAverage: number | null; ratingCount: number },
  summary: RatingSummary | undefined,
): AggregateRating | undefined {
  if (providerId === null) return undefined;
  const { average, count } =
    summary && summary.userId === providerId
      ? summary
      : { average: own.ratingAverage, count: own.ratingCount };
  if (average === null || count < 1) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: average,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

const city = (name: string) => ({ '@type': 'City', name }) as const;

/** A professional's page: the firm as its trade, where it works, its logo, and its rating (see ratingOf). */
export function professionalNode(
  profile: WorkerProfile,
  rating?: RatingSummary,
): WithContext<HomeAndConstructionBusiness> {
  const path = `/worker-profiles/${profile.id}`;
  const services = serviceLabels(profile.services);
  return {
    '@context': 'https://schema.org',
    '@type': tradeTypeOf(parseServiceList(profile.services)),
    '@id': path,
    name: profile.companyName?.trim() || profile.name,
    url: path,
    logo: profile.logoUrl ?? undefined,
    image: profile.logoUrl ?? undefined,
    address: profile.city
      ? {
          '@type': 'PostalAddress',
          addressLocality: profile.city,
          postalCode: profile.postalCode ?? undefined,
          addressCountry: 'ES',
        }
      : undefined,
    areaServed: profile.city ? city(profile.city) : undefined,
    knowsAbout: services.length > 0 ? services : undefined,
    aggregateRating: ratingOf(profile.userId, profile, rating),
  };
}

/** A cleaning service's page: a local business offering its service (`types`, as the page shows them) where. */
export function cleaningNode(
  service: CleaningService,
  types: readonly string[],
  rating?: RatingSummary,
): WithContext<LocalBusiness> {
  const path = `/cleaning/${service.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': path,
    name: cleaningNameOf(service),
    url: path,
    image: service.photos[0]?.url,
    address: { '@type': 'PostalAddress', addressLocality: service.city, addressCountry: 'ES' },
    areaServed: city(service.city),
    // No price: the page shows none, so neither price nor priceCurrency.
    makesOffer: {
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: `${SEO_TEXTS.cleaningService}: ${types.join(', ')}`,
        serviceType: types.join(', '),
        areaServed: city(service.city),
      },
    },
    aggregateRating: ratingOf(service.userId, service, rating),
  };
}

/** The breadcrumb a page shows (its DetailTrail), step by step: the last one is the page itself. */
export function breadcrumbNode(
  steps: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: path,
    })),
  };
}
