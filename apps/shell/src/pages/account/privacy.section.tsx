import { useEffect, useRef } from 'react';
import { apiFetch, apiResponse, getQueryClient, notify, useAuthStore, useNavigate } from '@reformas/web-core';
import { DELETED_ACCOUNT_RECORDS_KEPT_DAYS, deleteAccountRequestSchema } from '@reformas/shared-types';
import { PRIVACY_TEXTS as T } from '@reformas/i18n-es';
import { failureOr, Field, FormOutcome, useNativeForm, useOutcome } from '../../components/native-form';

/** 'Tus datos': the ZIP of GET /api/user/export, saved under its name; the API's refusal (once a day) shown. */
export function DataExportSection() {
  const { outcome, busy, run } = useOutcome();

  const download = () =>
    run(async () => {
      const res = await apiResponse('/api/user/export', { headers: { Accept: 'application/zip' } });
      // Fetched rather than linked: a refusal (429) is shown here in its words instead of as a page of JSON.
      const href = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = T.exportFileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
      return T.exported;
    }, failureOr(T.exportFailed));

  return (
    <section className="card account-section" aria-labelledby="account-export">
      <h2 id="account-export">{T.exportTitle}</h2>
      <p className="muted">{T.exportIntro}</p>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void download()}>
        {busy ? T.exporting : T.exportButton}
      </button>
      <FormOutcome outcome={outcome} />
    </section>
  );
}

/**
 * 'Eliminar mi cuenta': a dialog that says what is erased and what is kept, and for how long, before the password
 * confirms it (DELETE /api/user). Then the visitor is signed out on the home page.
 */
export function DeleteAccountSection() {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const refresh = useAuthStore((s) => s.refresh);
  const deleted = useRef(false);
  // Signed out only once this page is gone: while it shows, a signed-out visitor is sent to the sign-in page
  // (useSignedInUser), and navigate('/') does not wait for the home page to replace it.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      getQueryClient().clear();
      void refresh();
    },
    [refresh],
  );
  const form = useNativeForm(
    deleteAccountRequestSchema,
    async (body) => {
      await apiFetch<unknown>('/api/user', { method: 'DELETE', body });
      deleted.current = true;
      dialog.current?.close();
      notify({ type: 'success', title: T.deleted });
      void navigate('/');
      return T.deleted;
    },
    failureOr(T.deleteFailed),
  );

  return (
    <section className="card account-section" aria-labelledby="account-delete">
      <h2 id="account-delete">{T.deleteTitle}</h2>
      <p className="muted">{T.deleteIntro}</p>
      <button type="button" className="btn btn-danger" onClick={() => dialog.current?.showModal()}>
        {T.deleteButton}
      </button>
      <dialog ref={dialog} className="account-dialog" aria-labelledby="account-delete-title">
        <h2 id="account-delete-title">{T.dialogTitle}</h2>
        <h3>{T.erasedTitle}</h3>
        <ul>
          {T.erased.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>{T.keptTitle}</h3>
        <ul>
          {T.kept(DELETED_ACCOUNT_RECORDS_KEPT_DAYS).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{T.afterwards}</p>
        <form onSubmit={form.onSubmit} noValidate>
          <p className="muted">{T.passwordHint}</p>
          <Field
            id="delete-password"
            name="password"
            type="password"
            autoComplete="current-password"
            label={T.passwordLabel}
            error={form.errors.password}
          />
          <div className="account-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
              {T.cancel}
            </button>
            <button type="submit" className="btn btn-danger" disabled={form.submitting}>
              {form.submitting ? T.deleting : T.confirmDelete}
            </button>
          </div>
          <FormOutcome outcome={form.outcome} />
        </form>
      </dialog>
    </section>
  );
}
