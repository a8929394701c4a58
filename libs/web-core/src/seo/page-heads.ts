// The head of each public page, from the page's data as the API answers an anonymous visitor (the renderer's
// calls): one builder per kind of page. Only fields a visitor is sent and the page shows; never anyone's own
// words (a request's or a service's description), a phone, an e-mail or a cleaner's name.
import type { CleaningService, Project, RatingSummary, WorkerProfile } from '@reformas/shared-types';
import {
  CLEANING_SERVICE_TYPES,
  RENOVATION_TYPES,
  TIMELINES,
  optionLabel,
} from '@reformas/shared-types/options';
import {
  ABOUT_TEXTS,
  CLEANING_TEXTS,
  NOT_FOUND_PAGE_TITLE,
  PAGE_TITLES,
  RENOVATION_TEXTS,
  SEO_TEXTS,
  SERVICES_TEXTS,
} from '@reformas/i18n-es';
import { boardFilters, cleaningDirectoryFilters, withQuery } from './canonical';
import { TITLE_SUFFIX, clip, pageDescription, pageTitle, titleRoom, type PageHead } from './page-head';
import { requestHeading } from './request-heading';
import {
  breadcrumbNode,
  cleaningNameOf,
  cleaningNode,
  cleaningTypeLabels,
  professionalNode,
  serviceLabels,
} from './structured-data';

/**
 * A request's page (/projects/{id}): 'Baños en Zaragoza', its timeline, its first photo. A request no longer on the
 * board (hired, completed, closed) answers 410 and is not to be indexed.
 */
export function projectPageHead(project: Project): PageHead {
  const heading = requestHeading(project);
  const open = project.status === 'open';
  return {
    title: pageTitle(heading),
    description: pageDescription(
      SEO_TEXTS.request.description(heading, optionLabel(TIMELINES, project.timeline)),
    ),
    path: `/projects/${project.id}`,
    image: project.photos[0]?.url ?? null,
    type: 'article',
    ...(open ? {} : { status: 410 as const, noindex: true }),
  };
}

/**
 * A professional's page (/worker-profiles/{id}): the firm, its services and city, its logo; structured data of
 * its trade with the rating its page shows (`rating`: the reviews' summary the page draws, GET
 * /api/users/{userId}/rating), and the page's breadcrumb.
 */
export function workerProfilePageHead(profile: WorkerProfile, rating?: RatingSummary): PageHead {
  const name = profile.companyName?.trim() || profile.name;
  // A name too long to share the title with its city keeps the title to itself, cut at a word (the city is in the
  // description).
  const withCity = SEO_TEXTS.professional.title(name, profile.city);
  const title =
    titleRoom(withCity) >= 0
      ? withCity
      : SEO_TEXTS.professional.title(clip(name, titleRoom(SEO_TEXTS.professional.title('', null))), null);
  const path = `/worker-profiles/${profile.id}`;
  const trail = RENOVATION_TEXTS.workerProfileDetail;
  return {
    title: pageTitle(title),
    description: pageDescription(
      SEO_TEXTS.professional.description(name, serviceLabels(profile.services), profile.city),
    ),
    path,
    image: profile.logoUrl,
    type: 'profile',
    jsonLd: [
      professionalNode(profile, rating),
      breadcrumbNode([
        { name: trail.home, path: '/' },
        { name: trail.professionals, path: '/worker-profiles' },
        // As the breadcrumb shows it (companyOf): the company, else 'Profesional independiente'.
        { name: profile.companyName?.trim() || RENOVATION_TEXTS.workerProfiles.independent, path },
      ]),
    ],
    ...(profile.isPublic === false ? { noindex: true } : {}),
  };
}

/**
 * A cleaning service's page (/cleaning/{id}): the service, its types and city, its first photo; structured data of
 * a local business offering it (with the rating its page shows, as for a professional), and the page's breadcrumb.
 */
export function cleaningServicePageHead(service: CleaningService, rating?: RatingSummary): PageHead {
  const name = cleaningNameOf(service);
  const types = cleaningTypeLabels(service.serviceType);
  const path = `/cleaning/${service.id}`;
  const trail = CLEANING_TEXTS.cleaningDetail;
  return {
    title: pageTitle(SEO_TEXTS.cleaning.title(name, service.city)),
    description: pageDescription(SEO_TEXTS.cleaning.description(name, types, service.city)),
    path,
    image: service.photos[0]?.url ?? null,
    type: 'profile',
    jsonLd: [
      cleaningNode(service, types, rating),
      breadcrumbNode([
        { name: trail.home, path: '/' },
        { name: trail.directory, path: '/cleaning' },
        // The breadcrumb shows the cleaner's masked name; the head names the service, as its title does.
        { name, path },
      ]),
    ],
    ...(service.paused ? { noindex: true } : {}),
  };
}

/** The board (/projects): one address per type and city, in that order. */
export function boardPageHead(search: URLSearchParams): PageHead {
  const { type, city } = boardFilters(search);
  const label = type ? optionLabel(RENOVATION_TYPES, type) : null;
  return {
    title: pageTitle(label || city ? SEO_TEXTS.board.filtered(label, city) : SEO_TEXTS.board.title),
    description: pageDescription(SEO_TEXTS.board.description(city, label)),
    path: withQuery('/projects', [
      ['type', type],
      ['city', city],
    ]),
  };
}

/**
 * The professionals' directory (/worker-profiles): one page whatever its order; a search (?q=) is a result list,
 * not a page of its own, and is not to be indexed.
 */
export function workerDirectoryPageHead(search: URLSearchParams): PageHead {
  return {
    title: pageTitle(SEO_TEXTS.directory.title),
    description: pageDescription(SEO_TEXTS.directory.description),
    path: '/worker-profiles',
    ...(search.get('q')?.trim() ? { noindex: true } : {}),
  };
}

/** The cleaning directory (/cleaning): one address per city and type, in that order. */
export function cleaningDirectoryPageHead(search: URLSearchParams): PageHead {
  const { city, serviceType } = cleaningDirectoryFilters(search);
  const label = serviceType ? optionLabel(CLEANING_SERVICE_TYPES, serviceType) : null;
  return {
    title: pageTitle(
      label || city ? SEO_TEXTS.cleaningDirectory.filtered(label, city) : SEO_TEXTS.cleaningDirectory.title,
    ),
    description: pageDescription(SEO_TEXTS.cleaningDirectory.description(city, label)),
    path: withQuery('/cleaning', [
      ['city', city],
      ['serviceType', serviceType],
    ]),
  };
}

// The descriptions of the pages without data: their own texts where one fits (50–160 characters).
const STATIC_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': SEO_TEXTS.siteDescription,
  '/services': SERVICES_TEXTS.subtitle,
  '/about': ABOUT_TEXTS.intro,
  ...SEO_TEXTS.pages,
};

/**
 * The home, /services, /calculator, /about and the legal pages, titled as the browser titles them (PAGE_TITLES);
 * any other address is no page: 404, not to be indexed. The query is dropped.
 */
export function staticPageHead(path: string): PageHead {
  const pathname = new URL(path, 'https://x').pathname.replace(/(.)\/+$/, '$1');
  const description = STATIC_DESCRIPTIONS[pathname];
  const title = PAGE_TITLES.find(([pattern]) => pattern === pathname)?.[1];
  if (!description || !title) return missingPageHead(pathname, 404);
  return { title, description, path: pathname };
}

/** An item's page whose item the API refused: 410 for one that left (a request off the board), else 404. */
export function missingPageHead(path: string, status: number | undefined): PageHead {
  return {
    title: NOT_FOUND_PAGE_TITLE,
    description: SEO_TEXTS.siteDescription,
    path,
    status: status === 410 ? 410 : 404,
    noindex: true,
  };
}

/** A page of someone's account (chat, dashboards, forms): titled, not to be indexed. */
export function privatePageHead(title: string, path = '/'): PageHead {
  return {
    title: title.endsWith(TITLE_SUFFIX) ? title : pageTitle(title),
    description: SEO_TEXTS.privateDescription,
    path,
    noindex: true,
  };
}
