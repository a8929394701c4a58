import { Suspense, lazy, useState } from 'react';
import type { ReportTargetType } from '@reformas/shared-types';
import { REPORT_TEXTS } from '@reformas/i18n-es';
import { useAuthStore } from '@reformas/web-core';
import { useAccessPrompt } from '@reformas/web-core/ui';

// The form and antd's Modal arrive only when someone reports; the pointer or focus on the button fetches them ahead.
const loadDialog = () => import('./report.dialog');
const ReportDialog = lazy(loadDialog);

type Props = {
  targetType: ReportTargetType;
  targetId: number;
  className?: string;
  /** Which one, for screen readers, where a page has several ('la opinión de Lucía F.'). */
  context?: string;
};

/**
 * 'Denunciar' under an item (a request, a professional's or cleaning service's page, a review, a message): the report
 * form for a signed-in person, the 'Acceso requerido' dialog for a visitor.
 */
export function ReportButton({ targetType, targetId, className = 'report-button', context }: Props) {
  const signedIn = useAuthStore((s) => s.user !== null);
  const [open, setOpen] = useState(false);
  const { ask, dialog } = useAccessPrompt();
  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => (signedIn ? setOpen(true) : ask({ message: REPORT_TEXTS.signIn, authType: 'client' }))}
      >
        {REPORT_TEXTS.action}
        {context ? <span className="visually-hidden">{context}</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      {dialog}
    </>
  );
}
