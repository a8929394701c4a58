import { unreadMessagesLabel } from '@reformas/i18n-es';

/** The unread count beside 'Mensajes' and the profile button: nothing when 0; read out as '3 mensajes sin leer'. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge unread-count" role="img" aria-label={unreadMessagesLabel(count)}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
