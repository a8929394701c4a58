import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { AntdProvider } from './antd.provider';
import { useDialogFocus } from './use-dialog-focus';

export type ConfirmDialogProps = {
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
 * mounted while open. (Deleting one's account asks more: a list and the password, in its own dialog.) Loaded by
 * ConfirmDialog when first asked, with its own AntdProvider.
 */
export default function ConfirmModal({
  title,
  children,
  confirmLabel,
  cancelLabel,
  pending,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { modalRender } = useDialogFocus(true);
  return (
    <AntdProvider>
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
    </AntdProvider>
  );
}
