import { CHAT_TEXTS as T } from '@reformas/i18n-es';
import { ConfirmDialog } from '@reformas/web-core/ui';

type Props = { partnerName: string; pending: boolean; onConfirm: () => void; onCancel: () => void };

/** '¿Bloquear a …?': what blocking does, before it is done. Loaded on demand (antd's Modal comes with it). */
export function BlockDialog({ partnerName, pending, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      title={T.block.confirmTitle(partnerName)}
      confirmLabel={T.block.block}
      cancelLabel={T.block.cancel}
      pending={pending}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{T.block.explanation(partnerName)}</p>
    </ConfirmDialog>
  );
}
