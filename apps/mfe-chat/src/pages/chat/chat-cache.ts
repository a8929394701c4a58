// How a message or a read mark (from the push channel, a send or a mark-read) changes what is cached: the open
// conversation, the contacts list. Each message is kept once, by id, whichever way it arrived first.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Contact, ReadEvent } from '@reformas/shared-types';
import type { ConversationData } from '../../api/conversation.query';
import { chatKeys } from '../../api/query-keys';

/** The conversation with `message` added to its newest page, in id order; unchanged if it is already there. */
export function mergeMessage(
  data: ConversationData | undefined,
  message: ChatMessage,
): ConversationData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** Messages from `read.senderId` to `read.readerId` up to `read.upToId` marked read. */
export function applyRead(data: ConversationData | undefined, read: ReadEvent): ConversationData | undefined {
  if (!data) return data;
  const isCovered = (m: ChatMessage) =>
    !m.isRead && m.senderId === read.senderId && m.receiverId === read.readerId && m.id <= read.upToId;
  if (!data.pages.some((page) => page.messages.some(isCovered))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (isCovered(m) ? { ...m, isRead: true } : m)),
    })),
  };
}

/** The contact moved up with its last message time, and one more unread when it is counted. */
function bumpContact(
  contacts: Contact[],
  otherId: number,
  message: ChatMessage,
  countUnread: boolean,
): Contact[] {
  return contacts.map((c) =>
    c.id === otherId
      ? {
          ...c,
          lastMessageAt: message.createdAt,
          unreadCount: c.unreadCount + (countUnread ? 1 : 0),
        }
      : c,
  );
}

/**
 * A message sent or received by `me`: into the conversation (if cached) and the contacts list. A message from a
 * contact whose conversation is not open counts as unread; someone new makes the list load again.
 */
export function addMessage(
  client: QueryClient,
  me: number,
  message: ChatMessage,
  openContactId?: number | null,
): void {
  const otherId = message.senderId === me ? message.receiverId : message.senderId;
  client.setQueryData<ConversationData>(chatKeys.conversation(me, otherId), (data) =>
    mergeMessage(data, message),
  );
  const contacts = client.getQueryData<Contact[]>(chatKeys.contacts(me));
  if (!contacts) return;
  if (!contacts.some((c) => c.id === otherId)) {
    void client.invalidateQueries({ queryKey: chatKeys.contacts(me) });
    return;
  }
  const countUnread = message.receiverId === me && otherId !== openContactId;
  client.setQueryData<Contact[]>(chatKeys.contacts(me), bumpContact(contacts, otherId, message, countUnread));
}

/** A read mark seen by `me` (as reader or as sender): the conversation's ticks, and the contact's unread count. */
export function markRead(client: QueryClient, me: number, read: ReadEvent): void {
  const otherId = read.readerId === me ? read.senderId : read.readerId;
  client.setQueryData<ConversationData>(chatKeys.conversation(me, otherId), (data) => applyRead(data, read));
  if (read.readerId !== me) return;
  client.setQueryData<Contact[]>(chatKeys.contacts(me), (contacts) =>
    contacts?.map((c) => (c.id === otherId ? { ...c, unreadCount: 0 } : c)),
  );
}
