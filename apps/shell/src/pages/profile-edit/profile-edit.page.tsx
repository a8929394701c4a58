import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  ApiHttpError,
  Link,
  apiFetch,
  isRateLimited,
  notify,
  useAuthStore,
  useFormValidation,
  zodRule,
} from '@reformas/web-core';
import { Button, Form, Input, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  updateUserSchema,
  type ProfileEditForm as ProfileValues,
  type PublicUser,
  type SessionUser,
} from '@reformas/shared-types';
import { PROFILE_EDIT_TEXTS, TOASTS } from '@reformas/i18n-es';
import { AntdProvider } from '@reformas/web-core/ui';
import { logoFileError } from './logo-file';

export function ProfileEditPage() {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);

  if (!user && status === 'unknown') {
    return (
      <AntdProvider>
        <div className="page-loading">
          <Spin size="large" description={PROFILE_EDIT_TEXTS.loading} />
        </div>
      </AntdProvider>
    );
  }
  if (!user) {
    return (
      <div className="container page narrow">
        <p role="alert">{PROFILE_EDIT_TEXTS.mustSignIn}</p>
        <Link className="btn btn-primary" to="/auth">
          {PROFILE_EDIT_TEXTS.goToAuth}
        </Link>
      </div>
    );
  }
  return (
    <AntdProvider>
      <ProfileEditForm
        userId={user.id}
        userType={user.userType}
        title={PROFILE_EDIT_TEXTS.titleByType[user.userType]}
      />
    </AntdProvider>
  );
}

/** A query of the remotes' that shows this user's worker profile (their keys start with the API path). */
function showsWorkerProfile(path: unknown, userId: number): boolean {
  return (
    typeof path === 'string' && (path.startsWith('/api/workers') || path === `/api/users/${userId}/profile`)
  );
}

/**
 * One profile, one place (docs/product.md §4): everyone edits their name and phone here; a professional also the
 * logo and company name, which the worker profile shows, while its description, web and services are edited in
 * 'Mi Perfil Profesional' only; a cleaner's service is edited on its own page; a client has no company fields.
 */
function ProfileEditForm({
  userId,
  userType,
  title,
}: {
  userId: number;
  userType: SessionUser['userType'];
  title: string;
}) {
  const professional = userType === 'professional';
  const [form] = Form.useForm<ProfileValues>();
  const validation = useFormValidation(form);
  const queryClient = useQueryClient();
  const refreshSession = useAuthStore((s) => s.refresh);
  const profileKey = [`/api/users/${userId}`];
  const profile = useQuery<PublicUser>({ queryKey: profileKey, staleTime: 60_000 });
  const [logoError, setLogoError] = useState<string | null>(null);
  const [logoBusy, setLogoBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The address of the stored image (GET /api/media/...): the preview shows what the API keeps.
  const logoUrl = profile.data?.logoUrl ?? '';

  useEffect(() => {
    if (!profile.data) return;
    form.setFieldsValue({
      name: profile.data.name,
      phone: profile.data.phone ?? '',
      ...(professional ? { companyName: profile.data.companyName ?? '' } : {}),
    });
    // Filled when the profile arrives or is saved, not when only the logo changes (edits in progress stay).
  }, [profile.data?.name, profile.data?.phone, profile.data?.companyName, professional, form]);

  // The company name and the logo are the worker profile's too (docs/product.md §4): its screens read them again.
  const refreshWorkerProfile = () =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) => showsWorkerProfile(path, userId),
    });

  /** The logo is saved at once, on its own route: uploaded when chosen (PUT), removed with DELETE. */
  const changeLogo = async (file: File | null) => {
    setLogoBusy(true);
    try {
      const saved = await apiFetch<PublicUser>(`/api/users/${userId}/logo`, {
        method: file ? 'PUT' : 'DELETE',
        body: file ?? undefined,
      });
      queryClient.setQueryData<PublicUser>(profileKey, (old) => old && { ...old, logoUrl: saved.logoUrl });
      refreshWorkerProfile();
    } catch (err) {
      // The API's own Spanish reason when it refused the image (damaged, too many pixels...).
      const fallback = file ? PROFILE_EDIT_TEXTS.logoUploadFailed : PROFILE_EDIT_TEXTS.logoRemoveFailed;
      setLogoError((err instanceof ApiHttpError && err.status < 500 && err.serverMessage) || fallback);
    } finally {
      setLogoBusy(false);
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = logoFileError(file);
    setLogoError(problem);
    if (problem) return;
    await changeLogo(file);
  };

  const onFinish = async (values: ProfileValues) => {
    setSaving(true);
    try {
      await apiFetch(`/api/users/${userId}`, { method: 'PUT', body: values });
      await queryClient.invalidateQueries({ queryKey: profileKey });
      // The header and the forms prefilled from the session show the new name and phone.
      void refreshSession();
      refreshWorkerProfile();
      notify({ type: 'success', title: TOASTS.profileUpdated, description: TOASTS.profileEditSaved });
    } catch (err) {
      console.error('No se pudo guardar el perfil:', err);
      // Past the write limit, trying again at once would fail again: the API's message says when.
      const description = isRateLimited(err) ? err.serverMessage : TOASTS.profileEditFailed;
      notify({ type: 'error', title: TOASTS.error, description });
    } finally {
      setSaving(false);
    }
  };

  if (profile.isPending) {
    return (
      <div className="page-loading">
        <Spin size="large" description={PROFILE_EDIT_TEXTS.loading} />
      </div>
    );
  }

  return (
    <div className="container page narrow">
      <h1>{title}</h1>
      <Form<ProfileValues> {...validation} layout="vertical" onFinish={onFinish} name="profile-edit">
        <Form.Item label={PROFILE_EDIT_TEXTS.name} name="name" rules={[zodRule(updateUserSchema.shape.name)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label={PROFILE_EDIT_TEXTS.phone}
          name="phone"
          rules={[zodRule(updateUserSchema.shape.phone)]}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        {professional ? (
          <>
            <div className="ant-form-item">
              <label htmlFor="logo-file" className="logo-label">
                {PROFILE_EDIT_TEXTS.logo}
              </label>
              <div className="logo-row">
                {logoUrl && (
                  <img className="logo-preview" src={logoUrl} alt={PROFILE_EDIT_TEXTS.logoPreviewAlt} />
                )}
                <input
                  ref={fileInput}
                  id="logo-file"
                  type="file"
                  accept="image/png,image/jpeg,image/gif"
                  disabled={logoBusy}
                  onChange={(e) => void onFile(e)}
                />
                {logoBusy && <span role="status">{PROFILE_EDIT_TEXTS.logoUploading}</span>}
                {logoUrl && (
                  <Button disabled={logoBusy} onClick={() => void changeLogo(null)}>
                    {PROFILE_EDIT_TEXTS.logoRemove}
                  </Button>
                )}
              </div>
              <p className="muted logo-help">{PROFILE_EDIT_TEXTS.logoHelp}</p>
              {logoError && (
                <p className="error-text" role="alert">
                  {logoError}
                </p>
              )}
            </div>
            <Form.Item
              label={PROFILE_EDIT_TEXTS.companyName}
              name="companyName"
              rules={[zodRule(updateUserSchema.shape.companyName)]}
            >
              <Input />
            </Form.Item>
            <p className="muted">
              {PROFILE_EDIT_TEXTS.workerProfileNote}{' '}
              <Link to="/worker-view?tab=perfil">{PROFILE_EDIT_TEXTS.workerProfileLink}</Link>
            </p>
          </>
        ) : null}
        {userType === 'cleaning' ? (
          <p className="muted">
            {PROFILE_EDIT_TEXTS.cleaningNote}{' '}
            <Link to="/create-cleaning">{PROFILE_EDIT_TEXTS.cleaningLink}</Link>
          </p>
        ) : null}
        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          {saving ? PROFILE_EDIT_TEXTS.saving : PROFILE_EDIT_TEXTS.save}
        </Button>
      </Form>
    </div>
  );
}
