import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '@reformas/shared-types';
import { CHAT_TEXTS as T, REPORT_TEXTS, formatTime } from '@reformas/i18n-es';
import { ReportButton } from '@reformas/web-core/reports';
import { Spinner } from '../../components/spinner';

type Props = {
  me: number;
  partnerName: string;
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

// Scrolling this close to the top loads the previous page.
const LOAD_OLDER_AT_PX = 48;

/**
 * Oldest at the top; own messages on the right with a read mark, the other's on the left with 'Denunciar'; each with
 * its time.
 */
export function MessageList({ me, partnerName, messages, hasOlder, loadingOlder, onLoadOlder }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;

  const loadOlder = () => {
    const el = listRef.current;
    if (!hasOlder || loadingOlder || !el) return;
    beforeOlder.current = { height: el.scrollHeight, top: el.scrollTop };
    onLoadOlder();
  };

  // A new last message: to the bottom.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  // Older messages came in above: keep the one being read where it was.
  useLayoutEffect(() => {
    const el = listRef.current;
    const saved = beforeOlder.current;
    if (!el || !saved) return;
    el.scrollTop = el.scrollHeight - saved.height + saved.top;
    beforeOlder.current = null;
  }, [firstId]);

  if (messages.length === 0) return <p className="chat-center chat-center-fill">{T.conversation.empty}</p>;

  return (
    <ol
      ref={listRef}
      className="chat-messages"
      aria-label={T.conversation.listLabel(partnerName)}
      tabIndex={0}
      onScroll={(e) => {
        if (e.currentTarget.scrollTop < LOAD_OLDER_AT_PX) loadOlder();
      }}
    >
      {hasOlder && (
        <li className="chat-older">
          {loadingOlder ? (
            <Spinner small />
          ) : (
            <button type="button" className="chat-button" onClick={loadOlder}>
              {T.conversation.older}
            </button>
          )}
        </li>
      )}
      {messages.map((m) => {
        const own = m.senderId === me;
        return (
          <li key={m.id} className={own ? 'chat-own' : 'chat-theirs'} data-own={own ? 'true' : 'false'}>
            <p className="chat-message-text">{m.message}</p>
            <span className="chat-message-meta">
              <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time>
              {own ? (
                <span role="img" aria-label={m.isRead ? T.conversation.read : T.conversation.sent}>
                  {m.isRead ? ' ✓✓' : ' ✓'}
                </span>
              ) : (
                <ReportButton
                  targetType="message"
                  targetId={m.id}
                  className="chat-report"
                  context={REPORT_TEXTS.messageOf(partnerName)}
                />
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
