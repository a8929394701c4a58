import { useState } from 'react';
import { Modal, Radio } from 'antd';
import type { CloseReason, Project } from '@reformas/shared-types';
import { CLOSE_REASONS } from '@reformas/shared-types/options';
import { ApiHttpError, notify } from '@reformas/web-core';
import { useDialogFocus } from '@reformas/web-core/ui';
import { RENOVATION_TEXTS, TOASTS, projectTitle } from '@reformas/i18n-es';
import { useCloseProject } from '../../api/close-project.mutation';

const T = RENOVATION_TEXTS.clientView;

type Props = { project: Project; onClose: () => void };

/**
 * Closing one of the client's requests: the reason first ('Ya he encontrado profesional' or 'Ya no lo necesito'),
 * then 'Cerrar solicitud' confirms; 'Cancelar' and Escape leave it open. Mounted while open.
 */
export function CloseRequestDialog({ project, onClose }: Props) {
  const [reason, setReason] = useState<CloseReason | null>(null);
  const close = useCloseProject();
  const { modalRender } = useDialogFocus(true);
  const questionId = `close-${project.id}-question`;

  const confirm = async () => {
    if (!reason) return;
    try {
      await close.mutateAsync({ id: project.id, reason });
      notify({ type: 'success', title: T.closedToast, description: T.closedToastBody });
      onClose();
    } catch (error) {
      const message =
        error instanceof ApiHttpError ? error.serverMessage : error instanceof Error ? error.message : '';
      notify({ type: 'error', title: TOASTS.error, description: T.closeFailed(message) });
    }
  };

  return (
    <Modal
      open
      title={T.closeTitle}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={close.isPending ? T.closing : T.closeConfirm}
      cancelText={T.closeCancel}
      okButtonProps={{ danger: true, disabled: !reason || close.isPending }}
      destroyOnHidden
      modalRender={modalRender}
    >
      <p>
        <strong>{projectTitle(project)}</strong>
      </p>
      <p id={questionId}>{T.closeQuestion}</p>
      <Radio.Group
        aria-labelledby={questionId}
        className="close-reasons"
        value={reason}
        onChange={(event) => setReason(event.target.value as CloseReason)}
        options={CLOSE_REASONS.map(({ value, label }) => ({ value, label }))}
      />
      <p className="close-warning">{T.closeWarning}</p>
    </Modal>
  );
}
