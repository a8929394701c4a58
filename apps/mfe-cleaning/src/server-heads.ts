// The <head> of each public page of this remote, from the page's data as the server rendered it (src/server.ts):
// the page-head builders of @reformas/web-core/seo, fed with the API answers the page was drawn from.
import type { CleaningService, RatingSummary } from '@reformas/shared-types';
import { routeIdOf, type ServerHeadContext } from '@reformas/web-core';
import { reviewKeys } from '@reformas/web-core/reviews';
import {
  cleaningDirectoryPageHead,
  cleaningServicePageHead,
  missingPageHead,
  type PageHead,
} from '@reformas/web-core/seo';
import { cleaningKeys } from './api/query-keys';

export const directoryHead = ({ search }: ServerHeadContext): PageHead => cleaningDirectoryPageHead(search);

/** A cleaning service's page, with the rating its reviews section shows. */
export function serviceHead({ params, data, refusedWith }: ServerHeadContext): PageHead {
  const id = routeIdOf(params.id) ?? 0;
  const key = cleaningKeys.service(id);
  const service = data<CleaningService>(key);
  if (!service) return missingPageHead(`/cleaning/${id}`, refusedWith(key));
  // A service without an owner (older data) has no reviews section, so no rating.
  const rating =
    service.userId === null ? undefined : data<RatingSummary>(reviewKeys.summary(service.userId));
  return cleaningServicePageHead(service, rating);
}
