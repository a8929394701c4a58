import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Skeleton, Switch } from 'antd';
import {
  Link,
  useLocation,
  fieldRule,
  notify,
  signInPath,
  useAuthStore,
  useFormValidation,
  notifyFailure,
  errorText,
} from '@reformas/web-core';
import { RENOVATION_TYPES, mayPublish } from '@reformas/shared-types/options';
import { PHOTO_LIMITS, type WorkerProfile } from '@reformas/shared-types';
import { ACCESS_TEXTS, PHOTO_TEXTS, QUOTE_TEXTS, RENOVATION_TEXTS, TOASTS } from '@reformas/i18n-es';
import { renovationKeys } from '../../api/query-keys';
import { useOwnWorkerProfile } from '../../api/own-worker-profile.query';
import { useSaveWorkerProfile } from '../../api/save-worker-profile.mutation';
import { AntdProvider, PhotoManager, PublishNotAllowed } from '@reformas/web-core/ui';
import { formValuesOf, toWorkerProfileSave, type WorkerProfileFormValues } from './worker-profile.form';

const T = RENOVATION_TEXTS.workerProfileForm;
const SERVICE_OPTIONS = RENOVATION_TYPES.map(({ value, label }) => ({ value, label }));

/** 'Mi Perfil Profesional': always the signed-in user's own profile, created the first time, then updated. */
function WorkerProfileTab() {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  if (status === 'anonymous') {
    return (
      <div className="client-empty">
        <p>{RENOVATION_TEXTS.workerView.profileSignIn}</p>
        <Link
          className="rv-button primary"
          to={signInPath('professional', `${location.pathname}${location.search}`)}
        >
          {ACCESS_TEXTS.dialogAction}
        </Link>
      </div>
    );
  }
  if (!user) return <Skeleton active paragraph={{ rows: 6 }} />;
  // Only a professional keeps a worker profile (the API answers others 403): they are told what is theirs instead.
  if (!mayPublish(user.userType, 'workerProfile'))
    return <PublishNotAllowed what="workerProfile" userType={user.userType} />;
  return <WorkerProfileForm userId={user.id} />;
}

function WorkerProfileForm({ userId }: { userId: number }) {
  const [form] = Form.useForm<WorkerProfileFormValues>();
  const validation = useFormValidation(form);
  const own = useOwnWorkerProfile(userId);
  const save = useSaveWorkerProfile(userId);
  const client = useQueryClient();
  const profile = own.data ?? null;
  // Photos are saved as they are added or removed: the own profile shows the API's list, the directory and the
  // public page read again.
  const photosChanged = (photos: WorkerProfile['photos']) => {
    client.setQueryData<WorkerProfile | null>(renovationKeys.userWorkerProfile(userId), (old) =>
      old ? { ...old, photos } : old,
    );
    void client.invalidateQueries({ queryKey: renovationKeys.workers, exact: false });
    if (profile) void client.invalidateQueries({ queryKey: renovationKeys.worker(profile.id) });
  };
  // Each field checked with the whole form's schema, so its error goes as soon as it is valid (docs/product.md §6).
  const rules = (name: keyof WorkerProfileFormValues) => [
    fieldRule((values) => toWorkerProfileSave(values, profile), name),
  ];
  useEffect(() => {
    if (own.isSuccess) form.setFieldsValue(formValuesOf(own.data));
  }, [own.isSuccess, own.data, form]);

  if (own.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (own.isError)
    return (
      <Alert type="error" showIcon title={TOASTS.error} description={errorText(own.error) || undefined} />
    );

  const onFinish = async (values: WorkerProfileFormValues) => {
    const checked = toWorkerProfileSave(values, profile);
    // The schema's messages replace the previous attempt's.
    form.setFields(
      Object.keys(formValuesOf(null)).map((name) => ({
        name: name as keyof WorkerProfileFormValues,
        errors: [],
      })),
    );
    if (!checked.ok) {
      form.setFields(checked.errors);
      notify({ type: 'error', title: TOASTS.invalidData, description: TOASTS.invalidDataBody });
      return;
    }
    try {
      await save.mutateAsync(checked);
      notify(
        checked.kind === 'create'
          ? {
              type: 'success',
              title: TOASTS.workerProfileCreated,
              description: TOASTS.workerProfileCreatedBody,
            }
          : { type: 'success', title: TOASTS.profileUpdated, description: TOASTS.workerProfileUpdatedBody },
      );
    } catch (error) {
      notifyFailure(TOASTS.workerProfileSaveFailed, error);
    }
  };

  return (
    <>
      {/* What clients see: the profile's own page, once it is in the directory. */}
      {profile && profile.isPublic !== false ? (
        <p className="own-profile-link">
          <Link className="rv-button" to={`/worker-profiles/${profile.id}`}>
            {T.viewOwnPage}
          </Link>
        </p>
      ) : null}
      <Form
        {...validation}
        layout="vertical"
        className="worker-profile-form"
        initialValues={formValuesOf(profile)}
        onFinish={onFinish}
        onFinishFailed={() =>
          notify({ type: 'error', title: TOASTS.invalidData, description: TOASTS.invalidDataBody })
        }
      >
        <div className="create-post-grid">
          <Form.Item label={T.companyName} name="companyName" rules={rules('companyName')}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item label={T.experience} name="experience" rules={rules('experience')}>
            <InputNumber min={0} max={80} precision={0} className="full-width" />
          </Form.Item>
        </div>
        <Form.Item label={T.description} name="description" rules={rules('description')}>
          <Input.TextArea rows={4} />
        </Form.Item>
        {/* No `required` here: antd would put aria-required on the group's div, which ARIA does not allow; the
          shared schema still asks for at least one service. */}
        <Form.Item label={T.services} name="services" rules={rules('services')}>
          <Checkbox.Group className="service-checkboxes" options={SERVICE_OPTIONS} />
        </Form.Item>
        <div className="create-post-grid">
          <Form.Item label={T.websiteUrl} name="websiteUrl" rules={rules('websiteUrl')}>
            <Input inputMode="url" autoComplete="url" placeholder="https://" />
          </Form.Item>
          <Form.Item label={T.city} name="city" required rules={rules('city')}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item label={T.postalCode} name="postalCode" required rules={rules('postalCode')}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} />
          </Form.Item>
          <Form.Item
            label={QUOTE_TEXTS.profileTaxId}
            name="taxId"
            rules={rules('taxId')}
            extra={QUOTE_TEXTS.profileTaxIdHelp}
          >
            <Input autoComplete="off" maxLength={20} />
          </Form.Item>
          <Form.Item label={T.isPublic} name="isPublic" valuePropName="checked" extra={T.isPublicHelp}>
            <Switch />
          </Form.Item>
        </div>
        <Form.Item label={PHOTO_TEXTS.workTitle} htmlFor="work-photos">
          {profile ? (
            <PhotoManager
              id="work-photos"
              ownerPath={`/api/workers/${profile.id}`}
              photos={profile.photos}
              onChange={photosChanged}
              max={PHOTO_LIMITS.workerProfile}
              help={PHOTO_TEXTS.workHelp(PHOTO_LIMITS.workerProfile)}
              altOf={(n) => PHOTO_TEXTS.workPhotoAlt(n, profile.companyName ?? profile.name)}
            />
          ) : (
            <p className="photo-help">{PHOTO_TEXTS.saveFirst}</p>
          )}
        </Form.Item>
        <div className="actions">
          <Link className="rv-button" to="/">
            {T.cancel}
          </Link>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {profile ? T.update : T.create}
          </Button>
        </div>
      </Form>
    </>
  );
}

// Loaded with React.lazy by the dashboard (antd arrives with it), which reads the default export.
export default function WorkerProfileTabScreen() {
  return (
    <AntdProvider>
      <WorkerProfileTab />
    </AntdProvider>
  );
}
