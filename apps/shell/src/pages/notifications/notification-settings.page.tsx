import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, useSignedInUser } from '@reformas/web-core';
import {
  NOTIFICATION_KINDS,
  RENOVATION_TYPES,
  notificationSettingsSchema,
  type NotificationSettings,
  type SessionUser,
} from '@reformas/shared-types';
import { NOTIFICATION_TEXTS as T } from '@reformas/i18n-es';
import { failureOr, FormOutcome, useOutcome } from '../../components/native-form';

const SETTINGS_KEY = ['/api/notifications/settings'];

/**
 * /profile/notificaciones, 'Notificaciones por correo' (docs/decisions.md, "Notification e-mails"): a switch per
 * kind, and for professionals the request alerts' frequency, types and areas. Signed-out visitors go to /auth.
 */
export function NotificationSettingsPage() {
  const user = useSignedInUser(null);
  const settings = useQuery<NotificationSettings>({ queryKey: SETTINGS_KEY, enabled: user !== null });
  return (
    <div className="container page narrow account-page">
      <h1>{T.title}</h1>
      <p className="muted">{T.intro}</p>
      {user && !user.emailVerified && <p className="account-note">{T.unconfirmed}</p>}
      {settings.isError && <p role="alert">{T.loadFailed}</p>}
      {user && settings.data ? (
        <SettingsForm user={user} initial={settings.data} />
      ) : (
        !settings.isError && <p role="status">{T.loading}</p>
      )}
    </div>
  );
}

function SettingsForm({ user, initial }: { user: SessionUser; initial: NotificationSettings }) {
  const queryClient = useQueryClient();
  const { outcome, setOutcome, busy: saving, run } = useOutcome();
  const [areasError, setAreasError] = useState<string>();
  // Request alerts are a professional's, quotes a client's or a professional's: the others see only the kinds that
  // reach them.
  const kinds = NOTIFICATION_KINDS.filter(
    (k) =>
      (k !== 'requestAlerts' || user.userType === 'professional') &&
      (k !== 'quotes' || user.userType !== 'cleaning'),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = notificationSettingsSchema.safeParse({
      unreadMessages: data.has('unreadMessages'),
      reviews: data.has('reviews'),
      requestAlerts: user.userType === 'professional' ? data.has('requestAlerts') : initial.requestAlerts,
      quotes: kinds.includes('quotes') ? data.has('quotes') : initial.quotes,
      alertFrequency: data.get('alertFrequency') ?? initial.alertFrequency,
      alertTypes: user.userType === 'professional' ? data.getAll('alertTypes') : initial.alertTypes,
      alertAreas:
        user.userType === 'professional'
          ? String(data.get('alertAreas') ?? '')
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean)
          : initial.alertAreas,
    });
    setOutcome(null);
    if (!parsed.success) {
      setAreasError(parsed.error.issues[0]?.message);
      return;
    }
    setAreasError(undefined);
    await run(async () => {
      const saved = await apiFetch<NotificationSettings>('/api/notifications/settings', {
        method: 'PUT',
        body: parsed.data,
      });
      queryClient.setQueryData(SETTINGS_KEY, saved);
      return T.saved;
    }, failureOr(T.failed));
  };

  return (
    <form
      className="card account-section notification-settings"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      {kinds.map((kind) => (
        <div key={kind} className="notification-kind">
          <input
            type="checkbox"
            role="switch"
            id={`kind-${kind}`}
            name={kind}
            defaultChecked={initial[kind]}
            aria-describedby={`kind-${kind}-hint`}
          />
          <label htmlFor={`kind-${kind}`}>{T.kinds[kind].label}</label>
          <p id={`kind-${kind}-hint`} className="muted">
            {T.kinds[kind].hint}
          </p>
        </div>
      ))}
      {user.userType === 'professional' && (
        <>
          <fieldset className="notification-group">
            <legend>{T.frequency}</legend>
            {(['instant', 'daily'] as const).map((frequency) => (
              <label key={frequency} className="notification-choice">
                <input
                  type="radio"
                  name="alertFrequency"
                  value={frequency}
                  defaultChecked={initial.alertFrequency === frequency}
                />
                {T[frequency]}
              </label>
            ))}
          </fieldset>
          <fieldset className="notification-group">
            <legend>{T.types}</legend>
            {RENOVATION_TYPES.map((type) => (
              <label key={type.value} className="notification-choice">
                <input
                  type="checkbox"
                  name="alertTypes"
                  value={type.value}
                  defaultChecked={initial.alertTypes.includes(type.value)}
                />
                {type.label}
              </label>
            ))}
          </fieldset>
          <div className="rv-field form-field">
            <label htmlFor="alert-areas">{T.areas}</label>
            <input
              id="alert-areas"
              name="alertAreas"
              className="rv-input"
              defaultValue={initial.alertAreas.join(', ')}
              aria-describedby={areasError ? 'alert-areas-hint alert-areas-error' : 'alert-areas-hint'}
              aria-invalid={areasError ? true : undefined}
            />
            <p id="alert-areas-hint" className="muted">
              {T.areasHint}
            </p>
            {areasError && (
              <p id="alert-areas-error" className="error-text">
                {areasError}
              </p>
            )}
          </div>
        </>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? T.saving : T.save}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
