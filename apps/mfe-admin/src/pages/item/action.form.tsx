import { useId, useRef, useState, type FormEvent } from 'react';
import {
  HIDEABLE_TYPES,
  MODERATION_REASON_MAX,
  moderationActionSchema,
  type ModerationAction,
  type ReportTargetType,
} from '@reformas/shared-types';
import { ADMIN_TEXTS } from '@reformas/i18n-es';
import { errorText } from '@reformas/web-core';
import { useFieldNote } from '../../components/field-note';

const T = ADMIN_TEXTS.item;

/** The decisions the API admits for a kind: content is hidden or restored, an account suspended or lifted. */
export function actionsFor(targetType: ReportTargetType): ModerationAction[] {
  if (targetType === 'user') return ['dismiss', 'suspend', 'lift'];
  return (HIDEABLE_TYPES as readonly string[]).includes(targetType)
    ? ['dismiss', 'hide', 'restore']
    : ['dismiss'];
}

/**
 * An action and its reason (required: it goes to the log and to the author), then a confirm step, since no
 * decision can be taken back from the log. A failure shows the API's Spanish message and keeps what was typed.
 */
export function ActionForm({
  actions,
  onSubmit,
}: {
  actions: readonly ModerationAction[];
  onSubmit: (action: ModerationAction, reason: string) => Promise<void>;
}) {
  const [action, setAction] = useState<ModerationAction>(actions[0] ?? 'dismiss');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const confirmId = useId();
  const reasonNote = useFieldNote(T.reasonHelp, problem);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const parsed = moderationActionSchema.shape.reason.safeParse(reason);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? T.reasonRequired);
      reasonRef.current?.focus();
      return;
    }
    setProblem(null);
    setConfirming(true);
  };

  const apply = async () => {
    setSending(true);
    try {
      await onSubmit(action, reason.trim());
      setReason('');
      setConfirming(false);
    } catch (error) {
      setProblem(errorText(error) || ADMIN_TEXTS.loadFailed);
      setConfirming(false);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={ask} noValidate className="admin-form admin-panel">
      <fieldset>
        <legend>{T.actionLegend}</legend>
        {actions.map((a) => (
          <label key={a} className="admin-choice">
            <input
              type="radio"
              name="action"
              value={a}
              checked={action === a}
              onChange={() => {
                setAction(a);
                setConfirming(false);
              }}
            />{' '}
            {ADMIN_TEXTS.actions[a]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={reasonId}>{T.reasonLabel}</label>
      <textarea
        id={reasonId}
        ref={reasonRef}
        name="reason"
        rows={3}
        required
        maxLength={MODERATION_REASON_MAX}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setConfirming(false);
        }}
        {...reasonNote.describe}
      />
      {reasonNote.note}
      {confirming ? (
        <div role="alertdialog" aria-labelledby={confirmId} className="admin-confirm">
          <p id={confirmId}>{T.confirm(ADMIN_TEXTS.actions[action])}</p>
          <button
            type="button"
            className="admin-button admin-button-primary"
            disabled={sending}
            autoFocus
            onClick={() => void apply()}
          >
            {sending ? T.sending : T.confirmYes}
          </button>{' '}
          <button
            type="button"
            className="admin-button"
            disabled={sending}
            onClick={() => setConfirming(false)}
          >
            {T.cancel}
          </button>
        </div>
      ) : (
        <button type="submit" className="admin-button admin-button-primary">
          {T.apply}
        </button>
      )}
    </form>
  );
}
