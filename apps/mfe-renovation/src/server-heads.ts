// The <head> of each public page of this remote, from the page's data as the server rendered it (src/server.ts):
// the page-head builders of @reformas/web-core/seo, fed with the API answers the page was drawn from.
import type { Project, RatingSummary, WorkerProfile } from '@reformas/shared-types';
import { routeIdOf, type ServerHeadContext } from '@reformas/web-core';
import { reviewKeys } from '@reformas/web-core/reviews';
import {
  boardPageHead,
  missingPageHead,
  projectPageHead,
  workerDirectoryPageHead,
  workerProfilePageHead,
  type PageHead,
} from '@reformas/web-core/seo';
import { renovationKeys } from './api/query-keys';

export const boardHead = ({ search }: ServerHeadContext): PageHead => boardPageHead(search);

export const directoryHead = ({ search }: ServerHeadContext): PageHead => workerDirectoryPageHead(search);

/** A request's page, as a visitor is sent it (masked as on the board); one that left the board answers 410. */
export function projectHead({ params, data, refusedWith }: ServerHeadContext): PageHead {
  const id = routeIdOf(params.id) ?? 0;
  const key = renovationKeys.project(id);
  const project = data<Project>(key);
  return project ? projectPageHead(project) : missingPageHead(`/projects/${id}`, refusedWith(key));
}

/** A professional's page, with the rating its reviews section shows. */
export function professionalHead({ params, data, refusedWith }: ServerHeadContext): PageHead {
  const id = routeIdOf(params.id) ?? 0;
  const key = renovationKeys.worker(id);
  const profile = data<WorkerProfile>(key);
  if (!profile) return missingPageHead(`/worker-profiles/${id}`, refusedWith(key));
  return workerProfilePageHead(profile, data<RatingSummary>(reviewKeys.summary(profile.userId)));
}
