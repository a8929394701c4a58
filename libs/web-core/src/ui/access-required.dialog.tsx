import { Button, Modal } from 'antd';
import { useNavigate } from '@reformas/web-core';
import { ACCESS_TEXTS } from '@reformas/i18n-es';

export type AccessRequiredProps = {
  open: boolean;
  /** One of ACCESS_TEXTS' prompts. */
  message: string;
  /** Where 'Iniciar sesión / Registrarse' leads: /auth?type=… */
  authType: 'client' | 'professional' | 'cleaning';
  onClose: () => void;
};

/** The 'Acceso requerido' dialog for signed-out visitors (docs/product.md, "Roles"). */
export function AccessRequiredDialog({ open, message, authType, onClose }: AccessRequiredProps) {
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={ACCESS_TEXTS.dialogTitle}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={() => navigate(`/auth?type=${authType}`)}>
          {ACCESS_TEXTS.dialogAction}
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
