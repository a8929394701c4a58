import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useDialogFocus } from '@reformas/web-core/ui';

type Props = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A yes-or-no question before an action with consequences (accepting or withdrawing a quote, marking the work
 * done, blocking someone in the chat), as the close dialog asks: antd's Modal with the repo's focus handling;
 * mounted while open. (Deleting one's account asks more: a list and the password, in its own dialog.)
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  pending,
  danger,
  onConfirm,
  onCancel,
}: Props) {
  const { modalRender } = useDialogFocus(true);
  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      onOk={onConfirm}
      okText={confirmLabel}
      cancelText={cancelLabel}
      okButtonProps={{ danger, disabled: pending, loading: pending }}
      destroyOnHidden
      modalRender={modalRender}
    >
      {children}
    </Modal>
  );
}
