import { useEffect } from 'react';
import { Drawer } from 'antd';
import { Link, useAuthStore, useUnreadCount } from '@reformas/web-core';
import { DRAWER_TEXTS, NAV_TEXTS } from '@reformas/i18n-es';
import { AntdProvider } from '@reformas/web-core/ui';
import { SUPPORT } from '../config/shell.config';
import { useLogout } from '../hooks/use-logout';
import { workAreaOf } from '../hooks/use-work-area-path';
import { PROFILE_PAGES } from './access-menu';
import { NAV_ITEMS } from './header';
import { UnreadBadge } from './unread-badge';

/** Small screens: side drawer at 85% of the viewport, capped at antd's default drawer width. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAuthStore((s) => s.user);
  const unread = useUnreadCount(user !== null);
  const logout = useLogout(onClose);
  useFocusLoop(open);

  return (
    <AntdProvider>
      <Drawer
        open={open}
        onClose={onClose}
        placement="left"
        size="min(85vw, 378px)"
        title={DRAWER_TEXTS.title}
        closable={{ 'aria-label': NAV_TEXTS.closeMenu }}
        rootClassName="mobile-drawer"
      >
        <nav
          aria-label={NAV_TEXTS.mainNav}
          onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}
        >
          <h3>{DRAWER_TEXTS.mainServices}</h3>
          <ul>
            {NAV_ITEMS.filter((i) => i.to !== '/cleaning').map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
          <h3>{DRAWER_TEXTS.cleaningServices}</h3>
          <ul>
            <li>
              <Link to="/cleaning">{DRAWER_TEXTS.cleaningDirectory}</Link>
            </li>
            {/* Publishing a cleaning service is a cleaner's alone: their own area, below. */}
          </ul>
          <h3>{DRAWER_TEXTS.userArea}</h3>
          {user ? (
            <ul>
              <li>
                <Link to={workAreaOf(user.userType).path}>{workAreaOf(user.userType).label}</Link>
              </li>
              {PROFILE_PAGES.map((page) => (
                <li key={page.to}>
                  <Link to={page.to}>{page.label}</Link>
                </li>
              ))}
              <li>
                <Link to="/chat">
                  {NAV_TEXTS.messages}
                  <UnreadBadge count={unread} />
                </Link>
              </li>
              <li>
                <button type="button" className="link-button" onClick={logout}>
                  {NAV_TEXTS.logout}
                </button>
              </li>
            </ul>
          ) : (
            <div className="drawer-register">
              <Link className="btn btn-primary btn-block" to="/auth?type=professional">
                {DRAWER_TEXTS.registerProfessional}
              </Link>
              <Link className="btn btn-outline btn-block" to="/auth?type=client">
                {DRAWER_TEXTS.registerClient}
              </Link>
              <p className="muted">{DRAWER_TEXTS.registerNote}</p>
              <Link className="btn btn-block" to="/auth">
                {DRAWER_TEXTS.login}
              </Link>
            </div>
          )}
          <p className="drawer-help">
            {DRAWER_TEXTS.help} <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
          </p>
        </nav>
      </Drawer>
    </AntdProvider>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab past the drawer's last link comes back to its first control, Shift+Tab before the first goes to the last:
 * antd's drawer brings the focus back only once it has left (to the page's body, as a phone's screen reader
 * would follow it), so the loop is closed here, on the keys themselves.
 */
function useFocusLoop(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const panel = document.querySelector<HTMLElement>('.mobile-drawer .ant-drawer-section');
      if (!panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !panel.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
}
