import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { ACCESS_TEXTS } from '@reformas/i18n-es';
import { ANTD_THEME } from '@reformas/web-core';
import { AccessRequiredDialog } from '@reformas/web-core/ui';

/**
 * The 'Acceso requerido' dialog for a visitor who wants to publish, with its own antd theme. Loaded on demand
 * (cleaning.page.tsx): the directory itself ships no antd, which kept /cleaning under its Lighthouse target.
 */
export default function PublishAccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ConfigProvider locale={esES} theme={ANTD_THEME}>
      <AccessRequiredDialog
        open={open}
        message={ACCESS_TEXTS.publishCleaning}
        authType="cleaning"
        onClose={onClose}
      />
    </ConfigProvider>
  );
}
