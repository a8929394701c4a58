// Every react-query key of this remote. A key starts with the API path it reads (the default query function
// GETs the first element), then the parameters; invalidating the path alone refreshes every conversation.
import type { ConversationQuery } from '@reformas/shared-types';

export const chatKeys = {
  contacts: (userId: number) => [`/api/users/${userId}/contacts`] as const,
  messages: ['/api/messages'] as const,
  conversation: (query: ConversationQuery) => ['/api/messages', query] as const,
};
