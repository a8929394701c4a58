import { CLEANING_SERVICE_TYPES, withAllOption } from '@reformas/shared-types/options';
import { ACCESS_TEXTS, CLEANING_TEXTS } from '@reformas/i18n-es';
import type { DirectoryHeading } from '@reformas/web-core/ui';

const T = CLEANING_TEXTS.cleaning;

/** The top of /cleaning, the same in the page and in its frame. */
export const CLEANING_HEADING: DirectoryHeading = {
  titleId: 'cleaning-title',
  texts: T,
  typeOptions: withAllOption(T.allTypes, CLEANING_SERVICE_TYPES),
  publish: {
    to: '/create-cleaning',
    label: T.publish,
    prompt: { message: ACCESS_TEXTS.publishCleaning, authType: 'cleaning' },
  },
};
