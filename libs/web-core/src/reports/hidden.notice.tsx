import type { CSSProperties } from 'react';
import { MODERATION_TEXTS as T } from '@reformas/i18n-es';

// Its own colours (amber, 7:1 contrast), so that every remote shows it the same without a stylesheet of its own.
const NOTICE: CSSProperties = {
  margin: '12px 0',
  padding: '12px 14px',
  border: '1px solid #d97706',
  borderRadius: 8,
  background: '#fffbeb',
  color: '#78350f',
};

/**
 * To the author of an item an operator hid (the API sends `hiddenReason` to them alone): that nobody else sees it,
 * and why, the statement of reasons the Digital Services Act asks for.
 */
export function HiddenNotice({ reason }: { reason: string | undefined }) {
  if (reason === undefined) return null;
  return (
    <div role="note" className="hidden-notice" style={NOTICE}>
      <p style={{ margin: 0 }}>
        <strong>{T.hiddenTitle}</strong> {T.hiddenBody}
      </p>
      <p style={{ margin: '4px 0 0' }}>{T.reason(reason)}</p>
      <p style={{ margin: '4px 0 0' }}>{T.appeal}</p>
    </div>
  );
}
