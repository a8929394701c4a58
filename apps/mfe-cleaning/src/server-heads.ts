// The <head> of each public page of this remote, from the page's data as the server rendered it (src/server.ts):
// what search engines and link previews read.
import type { CleaningService } from '@reformas/shared-types';
import { ALL_OPTION, CLEANING_SERVICE_TYPES, optionLabel } from '@reformas/shared-types/options';
import { SEO_TEXTS } from '@reformas/i18n-es';
import { routeIdOf, type ServerHeadContext } from '@reformas/web-core';
import { cleaningServiceJsonLd, pageDescription, pageTitle, type PageHead } from '@reformas/web-core/seo';
import { cleaningKeys } from './api/query-keys';
import { serviceTypeLabels } from './components/cleaning-labels';
import { readCleaningFilters, writeCleaningFilters } from './pages/cleaning/use-cleaning-filters';

/** The directory: one address per filter set (city and type); anything else is dropped. */
export function directoryHead({ search }: ServerHeadContext): PageHead {
  const filters = readCleaningFilters(search);
  const type =
    filters.serviceType === ALL_OPTION ? null : optionLabel(CLEANING_SERVICE_TYPES, filters.serviceType);
  const city = filters.city.trim() || null;
  const query = writeCleaningFilters({ ...filters, city: city ?? '' }).toString();
  return {
    title: pageTitle(
      type || city ? SEO_TEXTS.cleaningDirectory.filtered(type, city) : SEO_TEXTS.cleaningDirectory.title,
    ),
    description: pageDescription(SEO_TEXTS.cleaningDirectory.description(city)),
    path: query ? `/cleaning?${query}` : '/cleaning',
  };
}

/** A cleaning service's page: its name, services and city, its photo, and its structured data. */
export function serviceHead({ params, data, origin }: ServerHeadContext): PageHead {
  const id = routeIdOf(params.id) ?? 0;
  const service = data<CleaningService>(cleaningKeys.service(id));
  if (!service)
    return {
      ...directoryHead({ params, data, origin, search: new URLSearchParams() }),
      path: `/cleaning/${id}`,
      noindex: true,
    };
  const types = serviceTypeLabels(service.serviceType);
  // A visitor is sent the cleaner's name masked ('L***a'): the head says what the page shows, without it.
  const name = service.name.includes('*') ? SEO_TEXTS.cleaning.unnamed : service.name;
  return {
    title: pageTitle(SEO_TEXTS.cleaning.title(name, service.city)),
    description: pageDescription(
      SEO_TEXTS.cleaning.description(name, types, service.city, service.description),
    ),
    path: `/cleaning/${service.id}`,
    image: service.photoUrl ?? service.photos[0]?.url ?? null,
    jsonLd: [cleaningServiceJsonLd({ ...service, name }, types, origin)],
  };
}
