import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form } from 'antd';
import {
  useLocation,
  useNavigate,
  useSearchParams,
  fieldRule,
  useFormValidation,
  useSignedInUser,
  calculatorHandoffOf,
  forgetCalculatorHandoff,
  notifyFailure,
  checkedRequest,
} from '@reformas/web-core';
import { DEFAULT_MAX_CONTACTS, PHOTO_LIMITS } from '@reformas/shared-types';
import { LEGAL_LINKS_TEXTS, LEGAL_PATHS, PHOTO_TEXTS, RENOVATION_TEXTS, TOASTS } from '@reformas/i18n-es';
import type { UploadFile } from 'antd';
import { useCreateProject } from '../../api/create-project.mutation';
import { useSendRequestPhotos } from '../../api/request-photos';
import { AntdProvider, PhotoPicker, PhotosNotSent, PublishNotAllowed } from '@reformas/web-core/ui';
import { mayPublish } from '@reformas/shared-types/options';
import { RenovationScreen } from '../../components/renovation.screen';
import {
  estimateFromCalculator,
  prefillForService,
  toCreateRequest,
  withEstimate,
  type CreatePostValues,
} from './create-post.form';
import { CalculatorEstimateSection } from './calculator-estimate.section';
import { RequestFields } from './request-fields';
import { RequestFormScreen } from './request-form.screen';
import { EditRequestPanel } from './edit-request.panel';

const T = RENOVATION_TEXTS.createPost;
const REDIRECT_MS = 3000;

/** /create-post: a new renovation request, or with ?edit={id} one of the client's own (exposed './CreatePostPage'). */
export function CreatePostPage() {
  const [params] = useSearchParams();
  const editId = editIdOf(params.get('edit'));
  return editId === null ? <NewRequest /> : <EditRequestPanel id={editId} />;
}

/** A positive whole id, or null (no edit, or one no request can have). */
function editIdOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function NewRequest() {
  const user = useSignedInUser('client');
  const location = useLocation();
  const navigate = useNavigate();
  const [form] = Form.useForm<CreatePostValues>();
  const validation = useFormValidation(form);
  const create = useCreateProject();
  const sendPhotos = useSendRequestPhotos();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [photoFailures, setPhotoFailures] = useState<string[]>([]);
  const [sendingPhotos, setSendingPhotos] = useState(false);
  const [created, setCreated] = useState(false);
  // The estimate comes as router state from the calculator, or from the browser when the person signed in on the
  // way; it stays until the request is published or discarded (docs/product.md, "New request").
  const [estimate, setEstimate] = useState(() => estimateFromCalculator(calculatorHandoffOf(location.state)));
  // A /services card names its service (?servicio=): it survives the sign-in as part of the address.
  const [fromService] = useState(() =>
    prefillForService(new URLSearchParams(location.search).get('servicio')),
  );
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  // The outcome is read where the person is looking: the button that published is at the form's foot, the
  // message at its head, so the focus (and the view) moves to the message.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (created) outcome.current?.focus();
  }, [created]);
  // A new picker once published: the errors of files chosen before belong to the form that was sent.
  const [pickerKey, setPickerKey] = useState(0);

  if (!user) return <RenovationScreen>{null}</RenovationScreen>;
  // Only a client publishes a request (the API answers others 403): they are told what is theirs instead.
  if (!mayPublish(user.userType, 'renovationRequest')) {
    return (
      <RenovationScreen>
        <AntdProvider>
          <div className="create-post">
            <h1>{T.title}</h1>
            <PublishNotAllowed what="renovationRequest" userType={user.userType} />
          </div>
        </AntdProvider>
      </RenovationScreen>
    );
  }

  const discardEstimate = () => {
    forgetCalculatorHandoff();
    setEstimate(null);
    // The router state would bring it back on a reload.
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: null,
      preventScrollReset: true,
    });
  };

  const onFinish = async (values: CreatePostValues) => {
    const request = checkedRequest(form, toCreateRequest(withEstimate(values, estimate)));
    if (request === null) return;
    try {
      const project = await create.mutateAsync(request);
      // The photos go once the request exists (they belong to it); one that fails leaves the request published.
      setSendingPhotos(true);
      const files = photos.flatMap((f) => (f.originFileObj ? [f.originFileObj] : []));
      const failures = await sendPhotos(project.id, files).finally(() => setSendingPhotos(false));
      setPhotoFailures(failures);
      setPhotos([]);
      forgetCalculatorHandoff();
      setEstimate(null);
      setCreated(true);
      setPickerKey((key) => key + 1);
      form.resetFields();
      // With a photo not sent, the person stays to read why (they can add it when editing the request).
      if (failures.length === 0) redirect.current = setTimeout(() => navigate('/client-view'), REDIRECT_MS);
    } catch (error) {
      notifyFailure(TOASTS.requestCreateFailed, error);
    }
  };

  return (
    <RequestFormScreen title={T.title}>
      <div ref={outcome} tabIndex={-1} className="create-post-outcome">
        {created ? <Alert type="success" showIcon title={TOASTS.requestCreated} role="status" /> : null}
        <PhotosNotSent title={PHOTO_TEXTS.someNotUploaded} failures={photoFailures} />
      </div>
      <Form
        {...validation}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        initialValues={{
          name: user.name,
          email: user.email,
          phone: user.phone ?? '',
          description: fromService?.description ?? '',
          renovationType: fromService?.renovationType ?? estimate?.renovationType,
          estimateShared: false,
          maxContacts: DEFAULT_MAX_CONTACTS,
        }}
      >
        <RequestFields check={toCreateRequest} />
        {estimate ? <CalculatorEstimateSection estimate={estimate} onDiscard={discardEstimate} /> : null}
        <Form.Item label={PHOTO_TEXTS.fieldLabel} htmlFor="request-photos">
          <PhotoPicker
            key={pickerKey}
            id="request-photos"
            value={photos}
            onChange={setPhotos}
            max={PHOTO_LIMITS.project}
            help={PHOTO_TEXTS.requestHelp(PHOTO_LIMITS.project)}
          />
        </Form.Item>
        <Form.Item
          name="termsAccepted"
          valuePropName="checked"
          required
          rules={[fieldRule(toCreateRequest, 'termsAccepted')]}
        >
          <Checkbox>
            {/* The conditions open in a new tab, so the form keeps what the person wrote. */}
            {T.terms.replace(LEGAL_LINKS_TEXTS.termsLinkText, '')}
            <a
              href={LEGAL_PATHS.terms}
              target="_blank"
              rel="noopener"
              title={LEGAL_LINKS_TEXTS.termsLinkTitle}
            >
              {LEGAL_LINKS_TEXTS.termsLinkText}
            </a>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={create.isPending || sendingPhotos}>
          {create.isPending ? T.submitting : sendingPhotos ? PHOTO_TEXTS.uploading : T.submit}
        </Button>
      </Form>
    </RequestFormScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CreatePostPage;
