import { useQuery } from '@tanstack/react-query';
import type { Project } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { takeHandedOver } from '@reformas/web-core/frame-handoff';
import { projectUrl } from '../pages/project-detail/request-heading';
import { renovationKeys } from './query-keys';

/**
 * GET /api/projects/{id}: one request, as the API lets this viewer see it (the request's page, the edit form). On a
 * composed /projects/{id}, the frame's script has already asked for it: that answer is used, and asked again (for
 * the page's own error state) only if it failed.
 */
export function useProject(id: number | null) {
  return useQuery<Project>({
    queryKey: renovationKeys.project(id ?? 0),
    queryFn: ({ signal }) => {
      const url = projectUrl(id ?? 0);
      const ask = () => apiFetch<Project>(url, { signal });
      return takeHandedOver<Project>(url)?.catch(ask) ?? ask();
    },
    enabled: id !== null,
    retry: false,
  });
}
