import { useId, useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@reformas/shared-types';
import { REPORT_TEXTS } from '@reformas/i18n-es';
import { ApiHttpError, apiFetch } from '@reformas/web-core';
import { AntdProvider, ReasonChoice, useDialogFocus } from '@reformas/web-core/ui';

const T = REPORT_TEXTS;

export type ReportDialogProps = { targetType: ReportTargetType; targetId: number; onClose: () => void };

/**
 * The report form (loaded when 'Denunciar' is first used): a reason from the list, optional details, then
 * 'Enviar denuncia' (POST /api/reports). Once sent it says 'Gracias. Revisaremos tu denuncia.'; the API's refusal
 * (already reported, the daily limit) is shown in the dialog in its own words.
 */
export default function ReportDialog({ targetType, targetId, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);
  const { modalRender } = useDialogFocus(true);
  const detailsId = useId();

  const send = async () => {
    if (!reason) return;
    setState('sending');
    setError(null);
    try {
      await apiFetch('/api/reports', { method: 'POST', body: { targetType, targetId, reason, details } });
      setState('sent');
    } catch (failure) {
      setError(failure instanceof ApiHttpError && failure.serverMessage ? failure.serverMessage : T.failed);
      setState('editing');
    }
  };

  const footer =
    state === 'sent' ? (
      <Button type="primary" onClick={onClose}>
        {T.close}
      </Button>
    ) : (
      <>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button type="primary" danger disabled={!reason || state === 'sending'} onClick={() => void send()}>
          {state === 'sending' ? T.sending : T.send}
        </Button>
      </>
    );

  return (
    <AntdProvider>
      <Modal
        open
        title={T.title}
        onCancel={onClose}
        footer={footer}
        destroyOnHidden
        modalRender={modalRender}
      >
        {state === 'sent' ? (
          <p role="status">{T.thanks}</p>
        ) : (
          <form
            className="report-form"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <ReasonChoice
              question={T.reasonLegend}
              className="report-reasons"
              value={reason}
              onChange={setReason}
              options={REPORT_REASONS.map((value) => ({ value, label: T.reasons[value] }))}
            />
            <label htmlFor={detailsId}>{T.detailsLabel}</label>
            <Input.TextArea
              id={detailsId}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              showCount
              rows={4}
              aria-describedby={`${detailsId}-help`}
              onChange={(event) => setDetails(event.target.value)}
            />
            <p id={`${detailsId}-help`} className="field-help">
              {T.detailsHelp}
            </p>
            {error ? <Alert type="error" showIcon message={error} /> : null}
          </form>
        )}
      </Modal>
    </AntdProvider>
  );
}
