import { useState } from 'react';
import { Alert, Button, Form, Skeleton } from 'antd';
import {
  notify,
  useFormValidation,
  useNavigate,
  useSignedInUser,
  notifyFailure,
  checkedRequest,
} from '@reformas/web-core';
import { PhotoManager } from '@reformas/web-core/ui';
import { PHOTO_LIMITS } from '@reformas/shared-types';
import { PHOTO_TEXTS, RENOVATION_TEXTS, projectTitle } from '@reformas/i18n-es';
import { requestPath, useRequestPhotosChanged } from '../../api/request-photos';
import { useProject } from '../../api/project.query';
import { useUpdateProject } from '../../api/update-project.mutation';
import { RenovationScreen } from '../../components/renovation.screen';
import { editValuesOf, toEditRequest, withEstimate, type CreatePostValues } from './create-post.form';
import { CalculatorEstimateSection } from './calculator-estimate.section';
import { RequestFields } from './request-fields';
import { RequestFormScreen } from './request-form.screen';

const T = RENOVATION_TEXTS.createPost;

/**
 * /create-post?edit={id}: the request form on one of the client's own open requests, filled with it. Saving sends
 * the whole form (PATCH /api/projects/{id}) and goes back to /client-view, where the change shows.
 */
export function EditRequestPanel({ id }: { id: number }) {
  const user = useSignedInUser('client');
  const project = useProject(user ? id : null);
  const navigate = useNavigate();
  const [form] = Form.useForm<CreatePostValues>();
  const validation = useFormValidation(form);
  const update = useUpdateProject();
  const photosChanged = useRequestPhotosChanged();
  // 'Descartar' on the estimate: it goes with the next 'Guardar cambios'.
  const [estimateDiscarded, setEstimateDiscarded] = useState(false);
  const estimate = estimateDiscarded ? null : (project.data?.estimate ?? null);

  if (!user) return <RenovationScreen>{null}</RenovationScreen>;

  const onFinish = async (values: CreatePostValues) => {
    const request = checkedRequest(form, toEditRequest(withEstimate(values, estimate)));
    if (request === null) return;
    try {
      await update.mutateAsync({ id, body: request });
      notify({ type: 'success', title: T.edited, description: T.editedBody });
      navigate('/client-view');
    } catch (error) {
      notifyFailure(T.editFailed, error);
    }
  };

  const request = project.data;
  const own = request !== undefined && request.userId === user.id;
  return (
    <RequestFormScreen title={T.editTitle}>
      {project.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {project.isError || (request && !own) ? <Alert type="error" showIcon title={T.editNotFound} /> : null}
      {request && own && request.status === 'closed' ? (
        <Alert type="info" showIcon title={T.editClosed} />
      ) : null}
      {request && own && request.status === 'open' ? (
        <Form
          {...validation}
          key={request.id}
          layout="vertical"
          requiredMark
          onFinish={onFinish}
          initialValues={editValuesOf(request)}
        >
          <RequestFields check={toEditRequest} />
          {estimate ? (
            <CalculatorEstimateSection estimate={estimate} onDiscard={() => setEstimateDiscarded(true)} />
          ) : null}
          {/* Photos are saved as they are added or removed, apart from the form's 'Guardar'. */}
          <Form.Item label={PHOTO_TEXTS.fieldLabel} htmlFor="request-photos">
            <PhotoManager
              id="request-photos"
              ownerPath={requestPath(request.id)}
              photos={request.photos}
              onChange={(photos) => photosChanged(request.id, photos)}
              max={PHOTO_LIMITS.project}
              help={PHOTO_TEXTS.requestHelp(PHOTO_LIMITS.project)}
              altOf={(n) => PHOTO_TEXTS.requestPhotoAlt(n, projectTitle(request))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={update.isPending}>
            {update.isPending ? T.submitting : T.editSubmit}
          </Button>
        </Form>
      ) : null}
    </RequestFormScreen>
  );
}
