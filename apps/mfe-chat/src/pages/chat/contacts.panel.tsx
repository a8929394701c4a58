import { useMemo, useState, type ReactNode } from 'react';
import type { Contact } from '@reformas/shared-types';
import { CHAT_TEXTS as T, formatRelativeTime } from '@reformas/i18n-es';
import { Avatar, PersonBadges } from '../../components/person';
import { Spinner } from '../../components/spinner';

/**
 * Contacts whose name, username or e-mail contain `query` (case and accents ignored); the e-mail only of those
 * who answered, the only ones whose e-mail the API sends.
 */
function filterContacts(contacts: Contact[], query: string): Contact[] {
  const q = fold(query.trim());
  if (!q) return contacts;
  return contacts.filter((c) => [c.name, c.username, c.email ?? ''].some((field) => fold(field).includes(q)));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `text` with the parts matching `query` in <mark>. */
function Highlight({ text, query }: { text: string; query: string }) {
  const q = fold(query.trim());
  if (!q) return <>{text}</>;
  // fold() keeps one character per character of these texts' letters once the accents are dropped.
  const folded = fold(text);
  if (folded.length !== text.length) return <>{text}</>;
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = folded.indexOf(q); at !== -1; at = folded.indexOf(q, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(
      <mark key={at} className="chat-mark">
        {text.slice(at, at + q.length)}
      </mark>,
    );
    from = at + q.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

type Props = {
  contacts: Contact[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onOpen: (id: number) => void;
  onShowProfile: (id: number) => void;
};

export function ContactsPanel({ contacts, loading, failed, selectedId, onOpen, onShowProfile }: Props) {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterContacts(contacts ?? [], query), [contacts, query]);
  const searching = query.trim() !== '';

  return (
    <section className="chat-contacts" aria-label={T.contacts.title}>
      <div className="chat-contacts-header">
        <input
          className="chat-input"
          type="search"
          aria-label={T.contacts.searchLabel}
          placeholder={T.contacts.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              setQuery('');
            } else if (e.key === 'Enter' && matches.length === 1) {
              e.preventDefault();
              onOpen(matches[0].id);
            }
          }}
        />
        {searching && matches.length > 1 && (
          <p role="status" className="chat-muted chat-match-count">
            {T.contacts.matches(matches.length)}
          </p>
        )}
      </div>
      {loading ? (
        <div className="chat-center">
          <Spinner />
        </div>
      ) : failed ? (
        <p className="chat-center" role="alert">
          {T.contacts.loadError}
        </p>
      ) : matches.length === 0 ? (
        <p className="chat-center">{searching ? T.contacts.noMatches(query.trim()) : T.contacts.empty}</p>
      ) : (
        // The row's button covers the whole row but the avatar, which opens the profile (chat.css).
        <ul className="chat-contact-list">
          {matches.map((c) => (
            <li
              key={c.id}
              className={
                c.id === selectedId ? 'chat-contact-row chat-contact-row-active' : 'chat-contact-row'
              }
            >
              <Avatar name={c.name} onOpen={() => onShowProfile(c.id)} />
              <button
                type="button"
                className="chat-contact-button"
                aria-current={c.id === selectedId ? 'page' : undefined}
                onClick={() => onOpen(c.id)}
              >
                <span className="chat-contact-top">
                  <strong>
                    <Highlight text={c.name} query={query} />
                  </strong>
                  {c.unreadCount > 0 && (
                    <span className="unread-count" role="img" aria-label={T.contacts.unread(c.unreadCount)}>
                      {c.unreadCount}
                    </span>
                  )}
                </span>
                <span className="chat-muted">
                  @<Highlight text={c.username} query={query} />
                  {searching && c.email && (
                    <>
                      {' · '}
                      <Highlight text={c.email} query={query} />
                    </>
                  )}
                </span>
                {c.lastMessageAt && <span className="chat-muted">{formatRelativeTime(c.lastMessageAt)}</span>}
                <PersonBadges
                  userType={c.userType}
                  hasWorkerProfile={c.hasWorkerProfile}
                  hasCleaningService={c.hasCleaningService}
                />
              </button>
              <span className="chat-contact-chevron" aria-hidden="true">
                ›
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
