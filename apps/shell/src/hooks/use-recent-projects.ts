import { useQuery } from '@tanstack/react-query';
import type { Project } from '@reformas/shared-types';

const RECENT_PROJECTS_LIMIT = 6;
// The key is the URL (the default query function GETs the first element of the key).
const recentProjectsKey = [`/api/projects?limit=${RECENT_PROJECTS_LIMIT}`] as const;

/** The home's 'Proyectos Recientes': newest first, fresh for 60 s (docs/product.md, "Freshness"). */
export function useRecentProjects() {
  return useQuery<Project[]>({
    queryKey: recentProjectsKey,
    staleTime: 60_000,
    select: (projects) => projects.slice(0, RECENT_PROJECTS_LIMIT),
  });
}
