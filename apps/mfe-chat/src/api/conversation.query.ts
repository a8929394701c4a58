import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ChatMessage } from '@reformas/shared-types';
import { apiResponse } from '@reformas/web-core';
import { chatKeys } from './query-keys';

/** One page of a conversation: oldest first, and whether older messages exist (X-Has-More). */
export type MessagePage = { messages: ChatMessage[]; hasMore: boolean };
export type ConversationData = InfiniteData<MessagePage, number | null>;

// The conversation was refetched every 5 s; now only while the push channel is down (docs/product.md, "Freshness").
const FALLBACK_REFETCH_MS = 5000;

async function fetchMessagePage(
  me: number,
  other: number,
  before: number | null,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const res = await apiResponse('/api/messages', {
    // No limit: the API's default page (CONVERSATION_PAGE in shared-types) is the one declaration of its size.
    query: { userId1: me, userId2: other, before: before ?? undefined },
    signal,
  });
  const messages = (await res.json()) as ChatMessage[];
  return { messages, hasMore: res.headers.get('X-Has-More') === 'true' };
}

/** GET /api/messages: the latest page first, older pages on demand (`fetchNextPage`). */
export function useConversation(me: number, other: number, pushOpen: boolean) {
  return useInfiniteQuery({
    queryKey: chatKeys.conversation(me, other),
    queryFn: ({ pageParam, signal }) => fetchMessagePage(me, other, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasMore && page.messages.length ? page.messages[0].id : undefined),
    refetchInterval: pushOpen ? false : FALLBACK_REFETCH_MS,
  });
}
