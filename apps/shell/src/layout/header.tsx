import { Suspense, lazy, useState } from 'react';
import { Link, NavLink } from '@reformas/web-core';
import { NAV_TEXTS } from '@reformas/i18n-es';
import { AccessMenu } from './access-menu';
import { TopBar } from './top-bar';

// The drawer (antd Drawer) only matters on small screens once the menu is opened: load it then.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export const NAV_ITEMS = [
  { to: '/', label: NAV_TEXTS.home, end: true },
  { to: '/projects', label: NAV_TEXTS.projects },
  { to: '/services', label: NAV_TEXTS.services },
  { to: '/calculator', label: NAV_TEXTS.calculator },
  { to: '/cleaning', label: NAV_TEXTS.cleaning },
] as const;

export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  return (
    <header className="site-header">
      <TopBar />
      <div className="container header-inner">
        <Logo />
        <nav className="desktop-nav" aria-label={NAV_TEXTS.mainNav}>
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end={'end' in item ? item.end : false}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="header-actions">
          <AccessMenu />
        </div>
        <button
          type="button"
          className="menu-toggle"
          aria-label={NAV_TEXTS.openMenu}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
        >
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={NAV_TEXTS.logoLabel}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <path d="M7 16 16 8l9 8v9H7z" fill="#fff" />
        <path d="M13 25v-6h6v6" fill="#1d4ed8" />
      </svg>
      <span>
        Reformas<strong>Ya</strong>
      </span>
    </Link>
  );
}
