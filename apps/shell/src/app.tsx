import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, getQueryClient, useAuthStore, usePushChannel } from '@reformas/web-core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LEGAL_PATHS } from '@reformas/i18n-es';
import { ShellLayout } from './layout/shell.layout';
import { HomePage } from './pages/home/home.page';
import { PageLoading } from './components/page-loading';
import { RemoteRoutes, type PrerenderedRemoteRoute } from './federation/remote-routes';

// Shell pages other than the home are split out of the first load.
const AuthPage = lazy(() => import('./pages/auth/auth.page').then((m) => ({ default: m.AuthPage })));
const ServicesPage = lazy(() =>
  import('./pages/services/services.page').then((m) => ({ default: m.ServicesPage })),
);
const AboutPage = lazy(() => import('./pages/about/about.page').then((m) => ({ default: m.AboutPage })));
const ProfileEditPage = lazy(() =>
  import('./pages/profile-edit/profile-edit.page').then((m) => ({ default: m.ProfileEditPage })),
);
const NotificationSettingsPage = lazy(() =>
  import('./pages/notifications/notification-settings.page').then((m) => ({
    default: m.NotificationSettingsPage,
  })),
);
const UnsubscribePage = lazy(() =>
  import('./pages/notifications/unsubscribe.page').then((m) => ({ default: m.UnsubscribePage })),
);
const AccountPage = lazy(() =>
  import('./pages/account/account.page').then((m) => ({ default: m.AccountPage })),
);
const legalPage = (name: 'LegalNoticePage' | 'PrivacyPolicyPage' | 'CookiesPolicyPage') =>
  lazy(() => import('./pages/legal/legal.page').then((m) => ({ default: m[name] })));
const LegalNoticePage = legalPage('LegalNoticePage');
const PrivacyPolicyPage = legalPage('PrivacyPolicyPage');
const CookiesPolicyPage = legalPage('CookiesPolicyPage');
const ForgotPasswordPage = lazy(() =>
  import('./pages/password/forgot-password.page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./pages/password/reset-password.page').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('./pages/password/verify-email.page').then((m) => ({ default: m.VerifyEmailPage })),
);
const NotFoundPage = lazy(() =>
  import('./pages/not-found/not-found.page').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The shell's own routes. A remote cannot take one of these paths: the release tool refuses it (the build lists
 * them in remote-routes.json, tools/postbuild.mjs), since the shell's route would always win.
 */
const SHELL_ROUTES: { path: string; element: ReactNode }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/auth', element: <AuthPage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/profile/edit', element: <ProfileEditPage /> },
  { path: '/profile/cuenta', element: <AccountPage /> },
  { path: '/profile/notificaciones', element: <NotificationSettingsPage /> },
  { path: '/baja', element: <UnsubscribePage /> },
  { path: '/recuperar-contrasena', element: <ForgotPasswordPage /> },
  { path: '/restablecer-contrasena', element: <ResetPasswordPage /> },
  { path: '/verificar-correo', element: <VerifyEmailPage /> },
  { path: LEGAL_PATHS.notice, element: <LegalNoticePage /> },
  { path: LEGAL_PATHS.privacy, element: <PrivacyPolicyPage /> },
  { path: LEGAL_PATHS.cookies, element: <CookiesPolicyPage /> },
  // Old address of the cleaning directory (docs/decisions.md, "Defects we did not copy").
  { path: '/cleaning-services', element: <Navigate to="/cleaning" replace /> },
];

export const shellPaths = (): string[] => SHELL_ROUTES.map((r) => r.path);

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
