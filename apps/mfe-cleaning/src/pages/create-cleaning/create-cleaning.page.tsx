import { useState } from 'react';
import { Button, Form, type UploadFile } from 'antd';
import {
  useNavigate,
  ApiHttpError,
  notify,
  useSignedInUser,
  errorText,
  checkedRequest,
} from '@reformas/web-core';
import { mayPublish } from '@reformas/shared-types/options';
import { PhotoPicker, PhotosNotSent, PublishNotAllowed, uploadPhotos } from '@reformas/web-core/ui';
import { PHOTO_LIMITS } from '@reformas/shared-types';
import { CLEANING_TEXTS, PHOTO_TEXTS, TOASTS } from '@reformas/i18n-es';
import { useCreateCleaningService } from '../../api/create-cleaning.mutation';
import { useUserCleaningService } from '../../api/user-cleaning.query';
import { CleaningScreen } from '../../components/cleaning.screen';
import { CleaningServiceForm } from './cleaning-service.form';
import { OwnServicePanel } from './own-service.panel';
import {
  initialCleaningValues,
  toCreateCleaningRequest,
  type CreateCleaningValues,
} from './create-cleaning.form';

const T = CLEANING_TEXTS.createCleaning;

/**
 * /create-cleaning: publish the signed-in user's one cleaning service, or manage the one she has published
 * (exposed './CreateCleaningPage').
 */
export function CreateCleaningPage() {
  // Signed-out visitors go to /auth?type=cleaning and come back here (cleaners enter there, docs/product.md).
  const user = useSignedInUser('cleaning');
  // Only a cleaner publishes a cleaning service (the API answers others 403): they are told what is theirs instead.
  const allowed = user !== null && mayPublish(user.userType, 'cleaningService');
  const existing = useUserCleaningService(allowed ? user.id : undefined);

  let body;
  if (user && !allowed) {
    body = <PublishNotAllowed what="cleaningService" userType={user.userType} />;
  } else if (!user || existing.isPending) {
    body = (
      <p className="create-cleaning-loading" role="status">
        {T.loading}
      </p>
    );
  } else if (existing.data) {
    body = <OwnServicePanel service={existing.data} />;
  } else {
    // A failed check of the user's service still shows the form: the API refuses a second one (409) anyway.
    body = <NewServiceForm user={user} onConflict={() => void existing.refetch()} />;
  }

  return (
    <CleaningScreen>
      <div className="create-cleaning">
        <h1>{T.title}</h1>
        {body}
      </div>
    </CleaningScreen>
  );
}

/**
 * The publish form, with photos chosen before it is sent (they go once the service exists, as a request's do);
 * on success the directory, unless a photo could not be sent: then the person stays to read why.
 */
function NewServiceForm({
  user,
  onConflict,
}: {
  user: { id: number; name: string; phone?: string | null };
  onConflict: () => void;
}) {
  const navigate = useNavigate();
  const [form] = Form.useForm<CreateCleaningValues>();
  const create = useCreateCleaningService();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [sendingPhotos, setSendingPhotos] = useState(false);
  const [photoFailures, setPhotoFailures] = useState<string[]>([]);

  const onFinish = async (values: CreateCleaningValues) => {
    const request = checkedRequest(form, toCreateCleaningRequest(values, user.id));
    if (request === null) return;
    try {
      const created = await create.mutateAsync(request);
      notify({ type: 'success', title: TOASTS.cleaningPublished, description: TOASTS.cleaningPublishedBody });
      setSendingPhotos(true);
      const files = photos.flatMap((f) => (f.originFileObj ? [f.originFileObj] : []));
      const failures = await uploadPhotos(`/api/cleaning/${created.id}`, files).finally(() =>
        setSendingPhotos(false),
      );
      if (failures.length === 0) navigate('/cleaning');
      else setPhotoFailures(failures);
    } catch (error) {
      notify({
        type: 'error',
        title: TOASTS.cleaningPublishError,
        description: errorText(error) || TOASTS.cleaningPublishErrorDefault,
      });
      // Published meanwhile (another tab): the notice replaces the form.
      if (error instanceof ApiHttpError && error.status === 409) onConflict();
    }
  };

  if (photoFailures.length > 0) return <PhotosNotSent title={T.photosNotSent} failures={photoFailures} />;
  return (
    <CleaningServiceForm form={form} initialValues={initialCleaningValues(user)} onFinish={onFinish}>
      <Form.Item label={T.photos} htmlFor="cleaning-photos">
        <PhotoPicker
          id="cleaning-photos"
          value={photos}
          onChange={setPhotos}
          max={PHOTO_LIMITS.cleaningService}
          help={PHOTO_TEXTS.workHelp(PHOTO_LIMITS.cleaningService)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={create.isPending || sendingPhotos}>
        {create.isPending ? T.submitting : sendingPhotos ? PHOTO_TEXTS.uploading : T.submit}
      </Button>
    </CleaningServiceForm>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CreateCleaningPage;
