import { useQueryClient } from '@tanstack/react-query';
import type { Photo, Project } from '@reformas/shared-types';
import { uploadPhotos } from '@reformas/web-core/ui';
import { readsProjects, renovationKeys } from './query-keys';

export const requestPath = (id: number) => `/api/projects/${id}`;

/**
 * POST /api/projects/{id}/photos for each photo chosen on /create-post, one after another once the request
 * exists; answers a Spanish line per photo that could not be sent (the request stays published).
 */
export function useSendRequestPhotos(): (projectId: number, files: File[]) => Promise<string[]> {
  const client = useQueryClient();
  return async (projectId, files) => {
    const failures = await uploadPhotos(requestPath(projectId), files);
    if (files.length > 0) await client.invalidateQueries({ predicate: readsProjects });
    return failures;
  };
}

/** A request's photos changed (added or removed while editing): its page, the board and the lists show it. */
export function useRequestPhotosChanged(): (projectId: number, photos: Photo[]) => void {
  const client = useQueryClient();
  return (projectId, photos) => {
    client.setQueryData<Project>(renovationKeys.project(projectId), (old) => old && { ...old, photos });
    void client.invalidateQueries({
      predicate: (query) => readsProjects(query) && String(query.queryKey[0]) !== requestPath(projectId),
    });
  };
}
