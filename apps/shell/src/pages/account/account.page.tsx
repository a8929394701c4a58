import { Link, apiFetch, useAuthStore, useSignedInUser } from '@reformas/web-core';
import { changeEmailRequestSchema, changePasswordFormSchema, type SessionUser } from '@reformas/shared-types';
import { ACCOUNT_TEXTS as T } from '@reformas/i18n-es';
import { useQueryClient } from '@tanstack/react-query';
import { failureOr, NativeForm, useNativeForm, type FieldSpec } from '../../components/native-form';
import { DataExportSection, DeleteAccountSection } from './privacy.section';
import { ReportsSection } from './reports.section';
import { SESSIONS_KEY, SessionsSection } from './sessions.section';

const failure = failureOr(T.failed);

// Both forms ask for the current password before any change.
const currentPasswordField = (id: string, name: string): FieldSpec => ({
  id,
  name,
  type: 'password',
  autoComplete: 'current-password',
  label: T.currentPassword,
});
const PASSWORD_FIELDS: FieldSpec[] = [
  currentPasswordField('current-password', 'currentPassword'),
  {
    id: 'new-password',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    label: T.newPassword,
  },
  { id: 'repeat-password', name: 'repeat', type: 'password', autoComplete: 'new-password', label: T.repeat },
];
const EMAIL_FIELDS: FieldSpec[] = [
  { id: 'new-email', name: 'email', type: 'email', autoComplete: 'email', label: T.newEmail },
  currentPasswordField('email-password', 'password'),
];

/**
 * /profile/cuenta, 'Mi cuenta', for every user type (docs/decisions.md, "Account settings"): the account's data
 * (name and phone are edited on /profile/edit, the one profile form), its password and its address, each behind the
 * current password, its open sessions, its reports and what became of them, and the privacy rights: its data as a ZIP and its deletion. A signed-out visitor is sent to /auth and comes back here.
 */
export function AccountPage() {
  const user = useSignedInUser(null);
  return (
    <div className="container page narrow account-page">
      <h1>{T.title}</h1>
      {user ? (
        <>
          <PersonalSection user={user} />
          <PasswordSection />
          <EmailSection />
          <SessionsSection />
          <ReportsSection />
          <DataExportSection />
          <DeleteAccountSection />
        </>
      ) : (
        <p role="status">{T.loading}</p>
      )}
    </div>
  );
}

function PersonalSection({ user }: { user: SessionUser }) {
  return (
    <section className="card account-section" aria-labelledby="account-personal">
      <h2 id="account-personal">{T.personal}</h2>
      <dl className="account-data">
        <dt>{T.name}</dt>
        <dd>{user.name}</dd>
        <dt>{T.phone}</dt>
        <dd>{user.phone || T.noPhone}</dd>
        <dt>{T.email}</dt>
        <dd>
          {user.email} {!user.emailVerified && <span className="muted">{T.unconfirmed}</span>}
        </dd>
      </dl>
      <Link className="btn btn-outline" to="/profile/edit">
        {T.editPersonal}
      </Link>
    </section>
  );
}

function PasswordSection() {
  const queryClient = useQueryClient();
  const form = useNativeForm(
    changePasswordFormSchema,
    async ({ currentPassword, password }) => {
      await apiFetch('/api/account/password', { method: 'PUT', body: { currentPassword, password } });
      // The other devices' sessions are over: the list shows this one alone.
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      return T.passwordSaved;
    },
    failure,
  );
  return (
    <AccountFormSection
      id="account-password"
      title={T.passwordTitle}
      form={form}
      fields={PASSWORD_FIELDS}
      submitLabel={T.savePassword}
    />
  );
}

function EmailSection() {
  const refresh = useAuthStore((s) => s.refresh);
  const form = useNativeForm(
    changeEmailRequestSchema,
    async (body) => {
      await apiFetch('/api/account/email', { method: 'PUT', body });
      void refresh();
      return T.emailSent(body.email);
    },
    failure,
  );
  return (
    <AccountFormSection
      id="account-email"
      title={T.emailTitle}
      intro={T.emailIntro}
      form={form}
      fields={EMAIL_FIELDS}
      submitLabel={T.saveEmail}
    />
  );
}

/** A card of /profile/cuenta holding one of its forms. */
function AccountFormSection({
  id,
  title,
  intro,
  ...form
}: { id: string; title: string; intro?: string } & Parameters<typeof NativeForm>[0]) {
  return (
    <section className="card account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="muted">{intro}</p>}
      <NativeForm {...form} />
    </section>
  );
}
