import type { ReactNode } from 'react';
import type { UserType } from '@reformas/shared-types';
import { CHAT_TEXTS as T } from '@reformas/i18n-es';

/** 'María José Pérez' → 'MJ'; at most two letters. */
function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}

/** The round avatar with initials; a button that opens the profile when `onOpen` is given. */
export function Avatar({ name, onOpen, large }: { name: string; onOpen?: () => void; large?: boolean }) {
  const className = large ? 'chat-avatar chat-avatar-large' : 'chat-avatar';
  if (!onOpen) {
    return (
      <span className={`${className} chat-avatar-static`} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      title={T.profile.open(name)}
      onClick={onOpen}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
      <span className="visually-hidden">{T.profile.open(name)}</span>
    </button>
  );
}

// Solid tags with white text: antd's light preset colours fall short of the 4.5:1 contrast.
// The tags' colours are in chat.css, by data-tag.
type TagKind = 'professional' | 'client' | 'cleaning' | 'renovation' | 'cleaning-service';

/** 'Profesional' or 'Cliente' ('Servicio de limpieza' for cleaners: docs/decisions.md, "Chat"), then 'Renovaciones' and 'Limpieza' when they apply. */
export function PersonBadges({
  userType,
  hasWorkerProfile,
  hasCleaningService,
}: {
  userType: UserType;
  hasWorkerProfile: boolean;
  hasCleaningService: boolean;
}) {
  return (
    <span className="chat-badges">
      <Badge kind={userType}>
        {userType === 'professional'
          ? T.badges.professional
          : userType === 'client'
            ? T.badges.client
            : T.userTypes.cleaning}
      </Badge>
      {hasWorkerProfile && <Badge kind="renovation">{T.badges.renovation}</Badge>}
      {hasCleaningService && <Badge kind="cleaning-service">{T.badges.cleaning}</Badge>}
    </span>
  );
}

/** A solid label with white text. */
function Badge({ kind, children }: { kind?: TagKind; children: ReactNode }) {
  return (
    <span className="chat-tag" data-tag={kind}>
      {children}
    </span>
  );
}
