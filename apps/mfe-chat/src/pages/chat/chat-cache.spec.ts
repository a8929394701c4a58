import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Contact } from '@reformas/shared-types';
import type { ConversationData } from '../../api/conversation.query';
import { chatKeys } from '../../api/query-keys';
import { addMessage, applyRead, markRead, mergeMessage } from './chat-cache';

const msg = (id: number, senderId: number, receiverId: number, isRead = false): ChatMessage => ({
  id,
  senderId,
  receiverId,
  message: `m${id}`,
  isRead,
  createdAt: `2026-11-20T10:00:${String(id).padStart(2, '0')}.000Z`,
});

const data = (...pages: ChatMessage[][]): ConversationData => ({
  pages: pages.map((messages, i) => ({ messages, hasMore: i < pages.length - 1 })),
  pageParams: pages.map((_, i) => (i === 0 ? null : pages[i - 1][0].id)),
});

const contact = (id: number, unreadCount = 0): Contact => ({
  id,
  name: `U${id}`,
  username: `u${id}`,
  email: `u${id}@example.com`,
  userType: 'client',
  hasWorkerProfile: false,
  hasCleaningService: false,
  lastMessageAt: null,
  unreadCount,
});

describe('chat cache merges', () => {
  it('appends a pushed message to the newest page once, whichever way it arrived first', () => {
    const start = data([msg(10, 1, 2), msg(11, 2, 1)], [msg(5, 1, 2)]);
    const once = mergeMessage(start, msg(12, 2, 1));
    expect(once?.pages[0].messages.map((m) => m.id)).toEqual([10, 11, 12]);
    expect(mergeMessage(once, msg(12, 2, 1))).toBe(once);
    // already on an older page
    expect(mergeMessage(start, msg(5, 1, 2))).toBe(start);
  });

  it('keeps id order when a message arrives late', () => {
    const merged = mergeMessage(data([msg(10, 1, 2), msg(12, 1, 2)]), msg(11, 2, 1));
    expect(merged?.pages[0].messages.map((m) => m.id)).toEqual([10, 11, 12]);
  });

  it('marks read only what the sender sent to the reader up to the id', () => {
    const start = data([msg(10, 1, 2), msg(11, 2, 1), msg(12, 1, 2)]);
    const after = applyRead(start, { readerId: 2, senderId: 1, upToId: 10 });
    expect(after?.pages[0].messages.map((m) => m.isRead)).toEqual([true, false, false]);
  });

  it('a push message goes into the conversation and bumps the contact; to the open conversation it is not counted', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.conversation(1, 2), data([msg(10, 1, 2)]));
    client.setQueryData(chatKeys.contacts(1), [contact(2), contact(3)]);
    addMessage(client, 1, msg(11, 2, 1), null);
    addMessage(client, 1, msg(11, 2, 1), null);
    const conv = client.getQueryData<ConversationData>(chatKeys.conversation(1, 2));
    expect(conv?.pages[0].messages.map((m) => m.id)).toEqual([10, 11]);
    const contacts = client.getQueryData<Contact[]>(chatKeys.contacts(1));
    expect(contacts?.find((c) => c.id === 2)).toMatchObject({
      unreadCount: 2,
      lastMessageAt: msg(11, 2, 1).createdAt,
    });
    addMessage(client, 1, msg(12, 3, 1), 3);
    expect(client.getQueryData<Contact[]>(chatKeys.contacts(1))?.find((c) => c.id === 3)?.unreadCount).toBe(
      0,
    );
  });

  it('a message from someone new reloads the contacts list', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.contacts(1), [contact(2)]);
    addMessage(client, 1, msg(20, 9, 1), null);
    expect(client.getQueryState(chatKeys.contacts(1))?.isInvalidated).toBe(true);
  });

  it('a read by me clears the contact unread count; a read by the other shows my ticks', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.conversation(1, 2), data([msg(10, 1, 2), msg(11, 2, 1)]));
    client.setQueryData(chatKeys.contacts(1), [contact(2, 3)]);
    markRead(client, 1, { readerId: 1, senderId: 2, upToId: 11 });
    expect(client.getQueryData<Contact[]>(chatKeys.contacts(1))?.[0].unreadCount).toBe(0);
    markRead(client, 1, { readerId: 2, senderId: 1, upToId: 10 });
    const conv = client.getQueryData<ConversationData>(chatKeys.conversation(1, 2));
    expect(conv?.pages[0].messages.map((m) => m.isRead)).toEqual([true, true]);
  });
});
