import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import type { AccessDialogProps } from './access.dialog';
import { useAuthStore, useNavigate } from '@reformas/web-core';

export type AccessPrompt = Pick<AccessDialogProps, 'message' | 'authType' | 'next'>;

// antd's Modal (about 60 kB gzip with its styles) arrives only when a visitor needs the dialog; the pointer or
// focus on a button that may open it fetches it ahead.
const loadDialog = () => import('./access.dialog');
const AccessDialog = lazy(loadDialog);
export const prefetchAccessDialog = () => void loadDialog();

/**
 * The 'Acceso requerido' dialog of a page: `ask(prompt)` opens it; `dialog` goes into the page. Mounted from the
 * first request on, so the dialog can animate its closing.
 */
export function useAccessPrompt(): { ask: (prompt: AccessPrompt) => void; dialog: ReactNode } {
  const [state, setState] = useState<{ prompt: AccessPrompt; open: boolean } | null>(null);
  const ask = useCallback((prompt: AccessPrompt) => setState({ prompt, open: true }), []);
  const close = useCallback(() => setState((s) => (s ? { ...s, open: false } : s)), []);
  const dialog = state ? (
    <Suspense fallback={null}>
      <AccessDialog
        open={state.open}
        message={state.prompt.message}
        authType={state.prompt.authType}
        next={state.prompt.next}
        onClose={close}
      />
    </Suspense>
  ) : null;
  return { ask, dialog };
}

/**
 * The primary button of a directory that leads a signed-in user to a form (`to`) and asks a visitor to sign in
 * first (`ask(prompt)` of the page's useAccessPrompt), coming to that form once signed in; the dialog's code is
 * fetched when the pointer or focus reaches the button.
 */
export function SignedInLinkButton({
  to,
  label,
  prompt,
  ask,
}: {
  to: string;
  label: string;
  prompt: AccessPrompt;
  ask: (prompt: AccessPrompt) => void;
}) {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const prefetch = signedIn ? undefined : prefetchAccessDialog;
  return (
    <button
      type="button"
      className="rv-button primary"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => (signedIn ? navigate(to) : ask({ next: to, ...prompt }))}
    >
      {label}
    </button>
  );
}
