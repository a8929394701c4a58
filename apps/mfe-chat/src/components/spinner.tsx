import { CHAT_TEXTS as T } from '@reformas/i18n-es';

/** A CSS spinner announced as loading: the chat's first screen carries no antd (Lighthouse mobile). */
export function Spinner({ small }: { small?: boolean }) {
  return (
    <span className={small ? 'chat-spinner chat-spinner-small' : 'chat-spinner'} role="status">
      <span className="chat-sr-only">{T.loading}</span>
    </span>
  );
}
