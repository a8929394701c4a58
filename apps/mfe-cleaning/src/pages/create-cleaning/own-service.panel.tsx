import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { errorText, notify, checkedRequest } from '@reformas/web-core';
import { LinkButton, PhotoManager } from '@reformas/web-core/ui';
import { PHOTO_LIMITS, type CleaningService } from '@reformas/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { CLEANING_TEXTS, PHOTO_TEXTS } from '@reformas/i18n-es';
import { cleaningKeys, isDirectoryQuery } from '../../api/query-keys';
import { useOwnCleaningService } from '../../api/own-cleaning.mutations';
import { CleaningServiceForm } from './cleaning-service.form';
import {
  editCleaningValues,
  toCreateCleaningRequest,
  type CreateCleaningValues,
} from './create-cleaning.form';

const T = CLEANING_TEXTS.createCleaning;

/**
 * /create-cleaning for a cleaner who has published: the contract's notice (one service per person, with links to
 * the list and to messages), whether the service is listed or paused, and what she can do with it: see its page,
 * edit it with the publish form, pause or resume it, remove it (then the publish form comes back), and its photos.
 */
export function OwnServicePanel({ service }: { service: CleaningService }) {
  const own = useOwnCleaningService(service);
  const [editing, setEditing] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const client = useQueryClient();
  // The service's photos are saved as they are added or removed; the directory reads them again.
  const photosChanged = (photos: CleaningService['photos']) => {
    if (service.userId === null) return;
    client.setQueryData<CleaningService | null>(cleaningKeys.userService(service.userId), (old) =>
      old ? { ...old, photos } : old,
    );
    void client.invalidateQueries({ predicate: isDirectoryQuery });
  };

  const togglePause = async () => {
    try {
      const now = await own.setPaused.mutateAsync(!service.paused);
      notify({ type: 'success', title: now.paused ? T.pausedToast : T.resumedToast });
    } catch (error) {
      notify({ type: 'error', title: T.failed, description: errorText(error) });
    }
  };
  const remove = async () => {
    try {
      await own.remove.mutateAsync();
      notify({ type: 'success', title: T.removed });
    } catch (error) {
      notify({ type: 'error', title: T.failed, description: errorText(error) });
    }
  };

  if (editing) return <EditService service={service} onDone={() => setEditing(false)} />;
  return (
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
              <LinkButton primary to="/cleaning">
                {T.toList}
              </LinkButton>
              <LinkButton to="/chat">{T.toMessages}</LinkButton>
            </div>
          </>
        }
      />
      <section className="own-cleaning" aria-labelledby="own-cleaning-title">
        <h2 id="own-cleaning-title">{service.name}</h2>
        <p role="status">{service.paused ? T.statusPaused : T.statusListed}</p>
        <div className="actions">
          {!service.paused ? <LinkButton to={`/cleaning/${service.id}`}>{T.viewPage}</LinkButton> : null}
          <Button onClick={() => setEditing(true)}>{T.edit}</Button>
          <Button onClick={() => void togglePause()} disabled={own.setPaused.isPending}>
            {service.paused ? T.resume : T.pause}
          </Button>
          <Button danger onClick={() => setConfirmingRemoval(true)} disabled={confirmingRemoval}>
            {T.remove}
          </Button>
        </div>
        {confirmingRemoval ? (
          <div className="own-cleaning-confirm" role="alertdialog" aria-labelledby="own-cleaning-remove">
            <p id="own-cleaning-remove">{T.removeQuestion}</p>
            <div className="actions">
              <Button danger type="primary" onClick={() => void remove()} disabled={own.remove.isPending}>
                {T.removeYes}
              </Button>
              <Button onClick={() => setConfirmingRemoval(false)}>{T.cancel}</Button>
            </div>
          </div>
        ) : null}
      </section>
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
}

/** The publish form filled with the service; 'Guardar cambios' sends it whole (PUT /api/cleaning/{id}). */
function EditService({ service, onDone }: { service: CleaningService; onDone: () => void }) {
  const [form] = Form.useForm<CreateCleaningValues>();
  const { update } = useOwnCleaningService(service);
  const onFinish = async (values: CreateCleaningValues) => {
    if (service.userId === null) return;
    const request = checkedRequest(form, toCreateCleaningRequest(values, service.userId));
    if (request === null) return;
    try {
      await update.mutateAsync(request);
      notify({ type: 'success', title: T.saved });
      onDone();
    } catch (error) {
      notify({ type: 'error', title: T.failed, description: errorText(error) });
    }
  };
  return (
    <section aria-labelledby="edit-cleaning-title">
      <h2 id="edit-cleaning-title">{T.editTitle}</h2>
      <CleaningServiceForm form={form} initialValues={editCleaningValues(service)} onFinish={onFinish}>
        <div className="actions">
          <Button type="primary" htmlType="submit" disabled={update.isPending}>
            {update.isPending ? T.saving : T.save}
          </Button>
          <Button onClick={onDone}>{T.cancel}</Button>
        </div>
      </CleaningServiceForm>
    </section>
  );
}
