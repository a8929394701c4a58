import { useCallback } from 'react';
import { errorText, useNavigate, notify, useAuthStore } from '@reformas/web-core';
import { TOASTS } from '@reformas/i18n-es';

/**
 * Logout from a menu (the access menu, the mobile drawer): the menu closes, the API ends the session, the stored
 * copy is cleared, and the user goes home.
 */
export function useLogout(closeMenu: () => void): () => void {
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  const end = useCallback(async () => {
    try {
      await logout();
      notify({ type: 'success', title: TOASTS.logoutOk });
      navigate('/');
    } catch (err) {
      notify({
        type: 'error',
        title: TOASTS.logoutError,
        description: errorText(err) || undefined,
      });
    }
  }, [logout, navigate]);
  return () => {
    closeMenu();
    void end();
  };
}
