import { useQueryClient } from '@tanstack/react-query';
import type { Photo, Project } from '@reformas/shared-types';
import { errorText } from '@reformas/web-core';
import { uploadPhoto } from '@reformas/web-core/ui';
import { PHOTO_TEXTS } from '@reformas/i18n-es';
import { readsProjects, renovationKeys } from './query-keys';

export const requestPath = (id: number) => `/api/projects/${id}`;

/**
 * POST /api/projects/{id}/photos for each photo chosen on /create-post, one after another once the request
 * exists; answers a Spanish line per photo that could not be sent (the request stays published).
 */
export function useSendRequestPhotos(): (projectId: number, files: File[]) => Promise<string[]> {
  const client = useQueryClient();
  return async (projectId, files) => {
    const failures: string[] = [];
    for (const file of files) {
      try {
        await uploadPhoto(requestPath(projectId), file);
      } catch (error) {
        failures.push(PHOTO_TEXTS.uploadFailed(file.name, errorText(error)));
      }
    }
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
