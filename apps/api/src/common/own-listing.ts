import type { SessionUser } from '@reformas/shared-types';
import { PROFILE_WRITES_TOO_MANY, type WriteLimits } from '../rate-limits/write-limits';
import { assertMayPublish } from './domain-error';

// Publishing the one listing an account may have (a worker profile, a cleaning service): 403 for an account of
// another type, 409 when it has one already, 429 past the profile writes' limit.
type OwnListing = 'workerProfile' | 'cleaningService';

/** Those answers of its route, for ApiRoute; `forbidden` says who may not. */
export const ownListingAnswers = (forbidden: string) => ({
  forbidden,
  conflict: true as const,
  tooMany: PROFILE_WRITES_TOO_MANY,
});

/** 403 unless the caller's type of account publishes `what`; then `create`, counted as a profile write. */
export function publishOwnListing<T>(
  limits: WriteLimits,
  caller: SessionUser,
  what: OwnListing,
  create: () => Promise<T>,
): Promise<T> {
  assertMayPublish(caller, what);
  return limits.counted('profileWrites', caller.id, create);
}
