// Every react-query key of this remote. A key starts with the API path it reads, then the parameters;
// invalidating ['/api/messages'] refreshes every conversation.
export const chatKeys = {
  contacts: (userId: number) => [`/api/users/${userId}/contacts`] as const,
  messages: ['/api/messages'] as const,
  /** The conversation of the signed-in user `me` with `other`, as pages of messages (newest page first). */
  conversation: (me: number, other: number) => ['/api/messages', { userId1: me, userId2: other }] as const,
  user: (id: number) => [`/api/users/${id}`] as const,
  /** The people the signed-in user blocked. */
  blocks: ['/api/blocks'] as const,
  workerProfile: (id: number) => ['/api/workers', { userId: id }] as const,
  cleaning: (id: number) => ['/api/cleaning', { userId: id }] as const,
};
