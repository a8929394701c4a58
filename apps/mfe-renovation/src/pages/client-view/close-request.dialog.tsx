import { useState } from 'react';
import { Modal } from 'antd';
import type { CloseReason, Project } from '@reformas/shared-types';
import { CLOSE_REASONS } from '@reformas/shared-types/options';
import { notify, notifyFailure } from '@reformas/web-core';
import { AntdProvider, ReasonChoice, useDialogFocus } from '@reformas/web-core/ui';
import { RENOVATION_TEXTS, projectTitle } from '@reformas/i18n-es';
import { useCloseProject } from '../../api/close-project.mutation';

const T = RENOVATION_TEXTS.clientView;

type Props = { project: Project; onClose: () => void };

/**
 * Closing one of the client's requests: the reason first ('Ya he encontrado profesional' or 'Ya no lo necesito'),
 * then 'Cerrar solicitud' confirms; 'Cancelar' and Escape leave it open. Mounted while open, with its own
 * AntdProvider: a request's page loads it only when its author asks to close.
 */
export function CloseRequestDialog({ project, onClose }: Props) {
  const [reason, setReason] = useState<CloseReason | null>(null);
  const close = useCloseProject();
  const { modalRender } = useDialogFocus(true);

  const confirm = async () => {
    if (!reason) return;
    try {
      await close.mutateAsync({ id: project.id, reason });
      notify({ type: 'success', title: T.closedToast, description: T.closedToastBody });
      onClose();
    } catch (error) {
      notifyFailure(T.closeFailed, error);
    }
  };

  return (
    <AntdProvider>
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
        <ReasonChoice
          question={T.closeQuestion}
          className="close-reasons"
          value={reason}
          onChange={setReason}
          options={CLOSE_REASONS}
        />
        <p className="close-warning">{T.closeWarning}</p>
      </Modal>
    </AntdProvider>
  );
}
