import type { UserType } from '@reformas/shared-types/options';

/**
 * Where each user type publishes what is theirs (PUBLISHER_OF in shared-types): a client a request, a
 * professional their worker profile, a cleaner their cleaning service.
 */
export const PUBLISH_PATH_OF: Record<UserType, string> = {
  client: '/create-post',
  professional: '/worker-view?tab=perfil',
  cleaning: '/create-cleaning',
};
