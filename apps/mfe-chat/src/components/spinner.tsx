import { CHAT_TEXTS as T } from '@reformas/i18n-es';

/** A CSS spinner announced as loading: the chat's first screen carries no antd (Lighthouse mobile). */
export function Spinner({ small }: { small?: boolean }) {
  return (
    <span className={small ? 'rv-spinner chat-spinner-small' : 'rv-spinner'} role="status">
      <span className="visually-hidden">{T.loading}</span>
    </span>
  );
}
