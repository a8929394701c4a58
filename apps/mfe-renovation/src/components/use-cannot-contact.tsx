import { ACCESS_TEXTS, RENOVATION_TEXTS } from '@reformas/i18n-es';
import { notify, useAuthStore } from '@reformas/web-core';
import { useAccessPrompt } from '@reformas/web-core/ui';

const T = RENOVATION_TEXTS.workerView;

/**
 * What 'Contactar' (and a visitor's 'Chatear') does when the API lets this viewer neither call nor reveal: a
 * visitor gets 'Acceso requerido' with the contact prompt (back to this page once signed in); a signed-in client
 * or cleaner a notice that only professionals contact clients. `dialog` goes into the page.
 */
export function useCannotContact() {
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const access = useAccessPrompt();
  const cannotContact = () =>
    signedIn
      ? notify({
          type: 'info',
          title: T.contactProfessionalsOnlyTitle,
          description: T.contactProfessionalsOnly,
        })
      : access.ask({ message: ACCESS_TEXTS.contactClient, authType: 'professional' });
  return { cannotContact, dialog: access.dialog };
}
