import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@reformas/shared-types';
import { chatKeys } from './query-keys';

/** GET /api/users/{id}: the person on the other side (as the API lets this viewer see them). */
export function useChatUser(id: number | null) {
  return useQuery<PublicUser>({ queryKey: chatKeys.user(id ?? 0), enabled: id !== null });
}
