import { AccessRequiredDialog, type AccessRequiredProps } from '@reformas/web-core/ui';
import { AntdScreen } from './antd.screen';

/** 'Acceso requerido' (antd's Modal) with its theme: loaded on demand by useAccessPrompt. */
export default function AccessDialog(props: AccessRequiredProps) {
  return (
    <AntdScreen>
      <AccessRequiredDialog {...props} />
    </AntdScreen>
  );
}
