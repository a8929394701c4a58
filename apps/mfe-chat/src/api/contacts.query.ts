import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@reformas/shared-types';
import { chatKeys } from './query-keys';

/** Newest conversation first; people never written to (no last message) at the end. */
function sortContacts(contacts: Contact[]): Contact[] {
  return [...contacts].sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
}

/** GET /api/users/{me}/contacts: the people the signed-in user has exchanged messages with. */
export function useContacts(me: number) {
  return useQuery<Contact[], Error, Contact[]>({ queryKey: chatKeys.contacts(me), select: sortContacts });
}
