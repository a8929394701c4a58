import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useAuthStore, useUnreadCount } from '@reformas/web-core';
import { NAV_TEXTS } from '@reformas/i18n-es';
import { UnreadBadge } from './unread-badge';
import { useLogout } from '../hooks/use-logout';
import { workAreaOf } from '../hooks/use-work-area-path';

/** A signed-in user's own pages, in the profile menu and in the drawer. */
export const PROFILE_PAGES = [
  { to: '/profile/edit', label: NAV_TEXTS.editProfile },
  { to: '/profile/cuenta', label: NAV_TEXTS.account },
  { to: '/profile/notificaciones', label: NAV_TEXTS.notifications },
] as const;

// A small hand-made menu button: the header is in the home's first load, where antd's Dropdown/Menu would cost
// about 40 kB of gzip JavaScript.
export function AccessMenu() {
  const user = useAuthStore((s) => s.user);
  const unread = useUnreadCount(user !== null);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    // Focus the first entry so the keyboard can go on from there.
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onMenuKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const i = items.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const close = () => setOpen(false);
  const logout = useLogout(close);
  const title = user ? NAV_TEXTS.profileMenuTitle : NAV_TEXTS.accessMenuTitle;

  return (
    <div className="access-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-primary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon /> {user ? NAV_TEXTS.profileButton : NAV_TEXTS.accessButton}
        {user && <UnreadBadge count={unread} />}
      </button>
      {open && (
        <div id={menuId} className="menu-popup" role="menu" aria-label={title} onKeyDown={onMenuKey}>
          <div className="menu-title" role="presentation">
            {title}
          </div>
          {user ? (
            <>
              {PROFILE_PAGES.map((page) => (
                <Link key={page.to} role="menuitem" to={page.to} onClick={close}>
                  {page.label}
                </Link>
              ))}
              <Link role="menuitem" to={workAreaOf(user.userType).path} onClick={close}>
                {workAreaOf(user.userType).label}
              </Link>
              {/* No 'Crear Perfil de Limpieza': only cleaners publish one (PUBLISHER_OF), and their own area above is
                  that page. Each user type publishes from their own area. */}
              <Link role="menuitem" to="/chat" onClick={close}>
                {NAV_TEXTS.messages}
                <UnreadBadge count={unread} />
              </Link>
              <button role="menuitem" type="button" className="menu-danger" onClick={logout}>
                {NAV_TEXTS.logout}
              </button>
            </>
          ) : (
            <>
              <Link role="menuitem" to="/auth?type=professional" onClick={close}>
                {NAV_TEXTS.asProfessional}
              </Link>
              <Link role="menuitem" to="/auth?type=client" onClick={close}>
                {NAV_TEXTS.asClient}
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function UserIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5z" />
    </svg>
  );
}
