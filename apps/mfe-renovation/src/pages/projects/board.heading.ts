import { RENOVATION_TYPES, withAllOption } from '@reformas/shared-types/options';
import { ACCESS_TEXTS, HOME_TEXTS, RENOVATION_TEXTS } from '@reformas/i18n-es';
import type { DirectoryHeading } from '@reformas/web-core/ui';

const T = RENOVATION_TEXTS.projects;

/** The top of /projects, the same in the page and in its frame: the type's select first. */
export const BOARD_HEADING: DirectoryHeading = {
  titleId: 'board-title',
  texts: T,
  typeOptions: withAllOption(T.allTypes, RENOVATION_TYPES),
  typeFirst: true,
  publish: {
    to: '/create-post',
    label: HOME_TEXTS.addProject,
    prompt: { message: ACCESS_TEXTS.publishProject, authType: 'client' },
  },
};
