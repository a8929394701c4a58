import { Suspense, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  Navigate,
  Route,
  Routes,
  getQueryClient,
  matchPath,
  useAuthStore,
  usePushChannel,
} from '@reformas/web-core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LEGAL_PATHS } from '@reformas/i18n-es';
import { ShellLayout } from './layout/shell.layout';
import { HomePage } from './pages/home/home.page';
import { PageLoading } from './components/page-loading';
import { RemoteRoutes, type PrerenderedRemoteRoute } from './federation/remote-routes';

/**
 * A shell page split out of the first load. Once its chunk is loaded (`load`) it renders at once instead of
 * suspending: a page the server rendered loads it before hydrating (bootstrap.tsx), so the first client render
 * is the server's. Chosen once per mount: switching from the lazy wrapper to the loaded page would mount it twice.
 */
function splitPage(load: () => Promise<ComponentType>): {
  Page: ComponentType;
  load: () => Promise<unknown>;
} {
  let loaded: ComponentType | undefined;
  const loadOnce = () => load().then((page) => (loaded = page));
  const Lazy = lazy(() => loadOnce().then((page) => ({ default: page })));
  function Page() {
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return { Page, load: loadOnce };
}

const Auth = splitPage(() => import('./pages/auth/auth.page').then((m) => m.AuthPage));
const Services = splitPage(() => import('./pages/services/services.page').then((m) => m.ServicesPage));
const About = splitPage(() => import('./pages/about/about.page').then((m) => m.AboutPage));
const ProfileEdit = splitPage(() =>
  import('./pages/profile-edit/profile-edit.page').then((m) => m.ProfileEditPage),
);
const NotificationSettings = splitPage(() =>
  import('./pages/notifications/notification-settings.page').then((m) => m.NotificationSettingsPage),
);
const Unsubscribe = splitPage(() =>
  import('./pages/notifications/unsubscribe.page').then((m) => m.UnsubscribePage),
);
const Account = splitPage(() => import('./pages/account/account.page').then((m) => m.AccountPage));
const legalPage = (name: 'LegalNoticePage' | 'PrivacyPolicyPage' | 'CookiesPolicyPage') =>
  splitPage(() => import('./pages/legal/legal.page').then((m) => m[name]));
const LegalNotice = legalPage('LegalNoticePage');
const PrivacyPolicy = legalPage('PrivacyPolicyPage');
const CookiesPolicy = legalPage('CookiesPolicyPage');
const ForgotPassword = splitPage(() =>
  import('./pages/password/forgot-password.page').then((m) => m.ForgotPasswordPage),
);
const ResetPassword = splitPage(() =>
  import('./pages/password/reset-password.page').then((m) => m.ResetPasswordPage),
);
const VerifyEmail = splitPage(() =>
  import('./pages/password/verify-email.page').then((m) => m.VerifyEmailPage),
);
const NotFoundPage = lazy(() =>
  import('./pages/not-found/not-found.page').then((m) => ({ default: m.NotFoundPage })),
);

type ShellRoute = {
  path: string;
  element: ReactNode;
  /** A public page: the shell's renderer draws it on the server for visitors (server/render-server.ts). */
  public?: true;
  /** Its chunk, for a page split out of the first load. */
  load?: () => Promise<unknown>;
};

const page = (path: string, split: ReturnType<typeof splitPage>, isPublic = false): ShellRoute => ({
  path,
  element: <split.Page />,
  load: split.load,
  ...(isPublic ? { public: true as const } : {}),
});

/**
 * The shell's own routes. A remote cannot take one of these paths: the release tool refuses it (the build lists
 * them in remote-routes.json, tools/postbuild.mjs), since the shell's route would always win.
 */
const SHELL_ROUTES: ShellRoute[] = [
  { path: '/', element: <HomePage />, public: true },
  page('/auth', Auth),
  page('/services', Services, true),
  page('/about', About, true),
  page('/profile/edit', ProfileEdit),
  page('/profile/cuenta', Account),
  page('/profile/notificaciones', NotificationSettings),
  page('/baja', Unsubscribe),
  page('/recuperar-contrasena', ForgotPassword),
  page('/restablecer-contrasena', ResetPassword),
  page('/verificar-correo', VerifyEmail),
  page(LEGAL_PATHS.notice, LegalNotice, true),
  page(LEGAL_PATHS.privacy, PrivacyPolicy, true),
  page(LEGAL_PATHS.cookies, CookiesPolicy, true),
  // Old address of the cleaning directory (docs/decisions.md, "Defects we did not copy").
  { path: '/cleaning-services', element: <Navigate to="/cleaning" replace /> },
];

export const shellPaths = (): string[] => SHELL_ROUTES.map((r) => r.path);

/** The shell's public pages, the ones its renderer draws on the server: the one list. */
export const publicShellPaths = (): string[] => SHELL_ROUTES.filter((r) => r.public).map((r) => r.path);

/** Loads the chunk of the shell page at this address, if it is one split out of the first load. */
export async function loadShellPage(pathname: string): Promise<void> {
  await SHELL_ROUTES.find((r) => matchPath(r.path, pathname))?.load?.();
}

/**
 * `prerendered`: the remote route of a page composed at release or rendered on the server, as painted
 * (federation/remote-routes.tsx). `queryClient`: the server renderer's, one per request; the page's own elsewhere.
 */
export function App({
  prerendered = null,
  queryClient,
}: {
  prerendered?: PrerenderedRemoteRoute | null;
  queryClient?: QueryClient;
}) {
  const init = useAuthStore((s) => s.init);
  // One push channel per tab while signed in (chat messages, read marks, the header's unread badge).
  usePushChannel(useAuthStore((s) => s.user?.id ?? null));
  useEffect(() => {
    // After hydration: the first render must match the prerendered HTML, where the session is still unknown.
    void init();
  }, [init]);

  return (
    <QueryClientProvider client={queryClient ?? getQueryClient()}>
      <ShellLayout>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {SHELL_ROUTES.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {/* Every other path: the remotes' routes, from their releases (remotes.json), else 404. */}
            <Route
              path="*"
              element={<RemoteRoutes prerendered={prerendered} notFound={<NotFoundPage />} />}
            />
          </Routes>
        </Suspense>
      </ShellLayout>
    </QueryClientProvider>
  );
}
