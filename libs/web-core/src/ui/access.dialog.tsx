import { Button, Modal } from 'antd';
import { signInPath, useLocation, useNavigate } from '@reformas/web-core';
import { ACCESS_TEXTS } from '@reformas/i18n-es';
import { AntdProvider } from './antd.provider';
import { useDialogFocus } from './use-dialog-focus';

export type AccessDialogProps = {
  open: boolean;
  /** One of ACCESS_TEXTS' prompts. */
  message: string;
  /** Where 'Iniciar sesión / Registrarse' leads: /auth?type=… */
  authType: 'client' | 'professional' | 'cleaning';
  /** Where the person was heading (a form's path); by default, back to this page. */
  next?: string;
  onClose: () => void;
};

/** The 'Acceso requerido' dialog for signed-out visitors (docs/product.md, "Roles") (loaded on demand by useAccessPrompt). */
export default function AccessDialog({ open, message, authType, next, onClose }: AccessDialogProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // After signing in the person goes on where they were heading, not to their type's landing page.
  const target = signInPath(authType, next ?? `${location.pathname}${location.search}`);
  const { modalRender } = useDialogFocus(open);
  return (
    <AntdProvider>
      <Modal
        open={open}
        modalRender={modalRender}
        title={ACCESS_TEXTS.dialogTitle}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={() => navigate(target)}>
            {ACCESS_TEXTS.dialogAction}
          </Button>
        }
      >
        <p>{message}</p>
      </Modal>
    </AntdProvider>
  );
}
