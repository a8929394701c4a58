// A request's heading as its page shows it; a plain function (no React), shared by the request's page, a
// professional's quotes and the page's head drawn on the server (projectPageHead).
import type { Project } from '@reformas/shared-types';
import { RENOVATION_TYPES, optionLabel } from '@reformas/shared-types/options';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';

/** 'Baños en Zaragoza': the page's heading and, with the site's name, its document title. */
export function requestHeading(project: Pick<Project, 'renovationType' | 'city'>): string {
  return RENOVATION_TEXTS.projectDetail.title(
    optionLabel(RENOVATION_TYPES, project.renovationType),
    project.city,
  );
}
