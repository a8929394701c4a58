import { Alert, Button, Checkbox, Form, Input, Select, Switch } from 'antd';
import {
  Link,
  useNavigate,
  ApiHttpError,
  notify,
  useFormValidation,
  useSignedInUser,
  zodRule,
} from '@reformas/web-core';
import { AVAILABILITY_OPTIONS, mayPublish } from '@reformas/shared-types/options';
import { PhotoManager, PublishNotAllowed } from '@reformas/web-core/ui';
import { PHOTO_LIMITS, type CleaningService } from '@reformas/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { CLEANING_TEXTS, PHOTO_TEXTS, TOASTS } from '@reformas/i18n-es';
import { cleaningKeys } from '../../api/query-keys';
import { useCreateCleaningService } from '../../api/create-cleaning.mutation';
import { useUserCleaningService } from '../../api/user-cleaning.query';
import { CleaningScreen } from '../../components/cleaning.screen';
import { ServiceTypeChecks } from './service-type-checks';
import {
  EXPERIENCE_YEARS,
  cleaningFieldSchemas as S,
  initialCleaningValues,
  toCreateCleaningRequest,
  type CreateCleaningValues,
} from './create-cleaning.form';

const T = CLEANING_TEXTS.createCleaning;
const EXPERIENCE_OPTIONS = EXPERIENCE_YEARS.map((n) => ({ value: n, label: T.experienceOption(n) }));
const AVAILABILITY = AVAILABILITY_OPTIONS.map(({ value, label }) => ({ value, label }));

/** /create-cleaning: publish the signed-in user's one cleaning service (exposed './CreateCleaningPage'). */
export function CreateCleaningPage() {
  // Signed-out visitors go to /auth?type=cleaning and come back here (cleaners enter there, docs/product.md).
  const user = useSignedInUser('cleaning');
  // Only a cleaner publishes a cleaning service (the API answers others 403): they are told what is theirs instead.
  const allowed = user !== null && mayPublish(user.userType, 'cleaningService');
  const existing = useUserCleaningService(allowed ? user.id : undefined);
  const navigate = useNavigate();
  const [form] = Form.useForm<CreateCleaningValues>();
  const validation = useFormValidation(form);
  const create = useCreateCleaningService();
  const client = useQueryClient();
  // The service's photos are saved as they are added or removed; the directory reads them again.
  const photosChanged = (photos: CleaningService['photos']) => {
    if (!user) return;
    client.setQueryData<CleaningService | null>(cleaningKeys.userService(user.id), (old) =>
      old ? { ...old, photos } : old,
    );
    void client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === cleaningKeys.services[0] && q.queryKey[1] !== undefined,
    });
  };

  const onFinish = async (values: CreateCleaningValues) => {
    if (!user) return;
    const checked = toCreateCleaningRequest(values, user.id);
    if (!checked.ok) {
      form.setFields(checked.errors);
      return;
    }
    try {
      await create.mutateAsync(checked.request);
      notify({ type: 'success', title: TOASTS.cleaningPublished, description: TOASTS.cleaningPublishedBody });
      navigate('/cleaning');
    } catch (error) {
      const message =
        error instanceof ApiHttpError ? error.serverMessage : error instanceof Error ? error.message : '';
      notify({
        type: 'error',
        title: TOASTS.cleaningPublishError,
        description: message || TOASTS.cleaningPublishErrorDefault,
      });
      // Published meanwhile (another tab): the notice replaces the form.
      if (error instanceof ApiHttpError && error.status === 409) void existing.refetch();
    }
  };

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
    const service = existing.data;
    body = (
      <>
        <Alert
          className="create-cleaning-notice"
          type="info"
          showIcon
          title={T.alreadyTitle}
          description={
            <>
              <p>{T.alreadyBody}</p>
              <div className="actions">
                <Link className="ant-btn ant-btn-primary link-button" to="/cleaning">
                  {T.toList}
                </Link>
                <Link className="ant-btn ant-btn-default link-button" to="/chat">
                  {T.toMessages}
                </Link>
              </div>
            </>
          }
        />
        <section className="create-cleaning-photos" aria-labelledby="cleaning-photos-title">
          <h2 id="cleaning-photos-title">{PHOTO_TEXTS.cleaningTitle}</h2>
          <PhotoManager
            ownerPath={`/api/cleaning/${service.id}`}
            photos={service.photos}
            onChange={photosChanged}
            max={PHOTO_LIMITS.cleaningService}
            help={PHOTO_TEXTS.workHelp(PHOTO_LIMITS.cleaningService)}
            altOf={(n) => PHOTO_TEXTS.cleaningPhotoAlt(n, service.name)}
          />
        </section>
      </>
    );
  } else {
    // A failed check of the user's service still shows the form: the API refuses a second one (409) anyway.
    body = (
      <Form
        {...validation}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        initialValues={initialCleaningValues(user)}
      >
        <div className="create-cleaning-grid">
          <Form.Item label={T.name} name="name" required rules={[zodRule(S.name)]}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item label={T.phone} name="phone" required rules={[zodRule(S.phone)]}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item label={T.city} name="city" required rules={[zodRule(S.city)]}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item label={T.experience} name="experience" required rules={[zodRule(S.experience)]}>
            <Select options={EXPERIENCE_OPTIONS} />
          </Form.Item>
          <Form.Item label={T.availability} name="availability" required rules={[zodRule(S.availability)]}>
            <Select options={AVAILABILITY} />
          </Form.Item>
          <Form.Item label={T.photoUrl} name="photoUrl" rules={[zodRule(S.photoUrl)]}>
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
        </div>
        <Form.Item label={T.serviceTypes} name="serviceType" required rules={[zodRule(S.serviceType)]}>
          <ServiceTypeChecks label={T.serviceTypes} />
        </Form.Item>
        <Form.Item label={T.description} name="description" rules={[zodRule(S.description)]}>
          <Input.TextArea rows={5} placeholder={T.descriptionPlaceholder} />
        </Form.Item>
        <Form.Item name="hasReferences" valuePropName="checked">
          <Checkbox>{T.hasReferences}</Checkbox>
        </Form.Item>
        <Form.Item
          label={T.allowDirectContact}
          name="allowDirectContact"
          valuePropName="checked"
          extra={T.allowDirectContactHelp}
        >
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={create.isPending}>
          {create.isPending ? T.submitting : T.submit}
        </Button>
      </Form>
    );
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

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CreateCleaningPage;
