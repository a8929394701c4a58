// The <head> of each public page of this remote, from the page's data as the server rendered it (src/server.ts):
// what search engines and link previews read.
import type { Project, WorkerProfile } from '@reformas/shared-types';
import { ALL_OPTION, RENOVATION_TYPES, TIMELINES, optionLabel } from '@reformas/shared-types/options';
import { SEO_TEXTS } from '@reformas/i18n-es';
import { routeIdOf, type ServerHeadContext } from '@reformas/web-core';
import {
  pageDescription,
  pageTitle,
  professionalJsonLd,
  requestHeading,
  serviceLabels,
  type PageHead,
} from '@reformas/web-core/seo';
import { renovationKeys } from './api/query-keys';
import { readBoardFilters, writeBoardFilters } from './pages/projects/use-board-filters';

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** The board: one address per filter set (type and city, in that order); paging and anything else are dropped. */
export function boardHead({ search }: ServerHeadContext): PageHead {
  const filters = readBoardFilters(search);
  const type = filters.type === ALL_OPTION ? null : optionLabel(RENOVATION_TYPES, filters.type);
  const city = filters.city.trim() || null;
  return {
    title: pageTitle(type || city ? SEO_TEXTS.board.filtered(type, city) : SEO_TEXTS.board.title),
    description: pageDescription(SEO_TEXTS.board.description(city)),
    path: withQuery('/projects', writeBoardFilters({ ...filters, city: city ?? '' })),
  };
}

/**
 * A request's page, with the data a visitor is sent (masked as on the board). A request no longer on the board
 * (hired, completed, closed) answers 410 and asks not to be indexed.
 */
export function projectHead({ params, data }: ServerHeadContext): PageHead {
  const id = routeIdOf(params.id) ?? 0;
  const project = data<Project>(renovationKeys.project(id));
  if (!project)
    return {
      title: pageTitle(SEO_TEXTS.board.title),
      description: '',
      path: `/projects/${id}`,
      noindex: true,
    };
  const heading = requestHeading(project);
  const open = project.status === 'open';
  return {
    title: pageTitle(heading),
    description: pageDescription(
      SEO_TEXTS.request.description(heading, optionLabel(TIMELINES, project.timeline), project.description),
    ),
    path: `/projects/${project.id}`,
    image: project.photos[0]?.url ?? null,
    ...(open ? {} : { status: 410 as const, noindex: true }),
  };
}

/** The directory: its searches and orders are one page to a search engine (the directory itself). */
export function directoryHead(): PageHead {
  return {
    title: pageTitle(SEO_TEXTS.directory.title),
    description: pageDescription(SEO_TEXTS.directory.description),
    path: '/worker-profiles',
  };
}

/** A professional's page: the firm, its services and city, its logo, and its structured data. */
export function professionalHead({ params, data, origin }: ServerHeadContext): PageHead {
  const id = routeIdOf(params.id) ?? 0;
  const profile = data<WorkerProfile>(renovationKeys.worker(id));
  if (!profile) return { ...directoryHead(), path: `/worker-profiles/${id}`, noindex: true };
  const name = profile.companyName || profile.name;
  return {
    title: pageTitle(SEO_TEXTS.professional.title(name, profile.city)),
    description: pageDescription(
      SEO_TEXTS.professional.description(name, serviceLabels(profile.services), profile.city),
    ),
    path: `/worker-profiles/${profile.id}`,
    image: profile.logoUrl,
    jsonLd: [professionalJsonLd(profile, origin)],
  };
}
