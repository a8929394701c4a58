import { useCallback, useEffect, useRef, type ReactNode } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** What Tab reaches inside `root`, in order: shown, enabled, not taken out of the tab order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

/**
 * The keyboard focus of an antd Modal (docs/product.md §3.15): Tab and Shift+Tab go round inside it while it is
 * open, and on close the focus goes back to the element that opened it. antd's own lock pulls the focus back only
 * after it has left the dialog (once per round), and its return needs the closing animation, which a dialog
 * unmounted on close never runs. `open` is the Modal's; give it `modalRender`.
 */
export function useDialogFocus(open: boolean): { modalRender: (node: ReactNode) => ReactNode } {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = box.current?.closest<HTMLElement>('[role="dialog"]');
      if (event.key !== 'Tab' || !dialog) return;
      const items = tabbables(dialog);
      const first = items[0];
      const last = items.at(-1);
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const inside = current instanceof HTMLElement && items.includes(current);
      if (event.shiftKey && (!inside || current === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      const dialog = box.current?.closest('[role="dialog"]');
      // On the next turn: antd releases its lock in the same commit and would pull the focus back in before.
      setTimeout(() => {
        const now = document.activeElement;
        const lost = !now || now === document.body || Boolean(dialog?.contains(now));
        if (opener?.isConnected && lost) opener.focus({ preventScroll: true });
      }, 0);
    };
  }, [open]);
  const modalRender = useCallback((node: ReactNode) => <div ref={box}>{node}</div>, []);
  return { modalRender };
}
