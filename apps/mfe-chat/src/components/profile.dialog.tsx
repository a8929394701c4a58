import type { ReactNode } from 'react';
import { useNavigate } from '@reformas/web-core';
import { AntdProvider, useDialogFocus } from '@reformas/web-core/ui';
import { Alert, Button, Modal, Spin, Tag } from 'antd';
import {
  AVAILABILITY_OPTIONS,
  CLEANING_SERVICE_TYPES,
  RENOVATION_TYPES,
  optionLabel,
  parseServiceList,
  type Option,
} from '@reformas/shared-types/options';
import type { SessionUser } from '@reformas/shared-types';
import { CHAT_TEXTS as T, websiteHref } from '@reformas/i18n-es';
import { useChatUser } from '../api/user.query';
import { useCleaningService, useWorkerProfile } from '../api/user-details.query';
import { Avatar, PersonBadges } from './person';

type Props = { viewer: SessionUser; userId: number; onClose: () => void };

/**
 * Who someone is, as the API lets the viewer see them: the phone arrives masked ('Protegido') unless it is the
 * viewer's own or the person answered them (`canCall`), and the e-mail only then.
 */
export function ProfileDialog({ viewer, userId, onClose }: Props) {
  const user = useChatUser(userId);
  const worker = useWorkerProfile(userId);
  const cleaning = useCleaningService(userId);
  const navigate = useNavigate();
  const own = viewer.id === userId;
  const u = user.data;
  // Mounted while open: the focus goes back to the avatar or name that opened it when it unmounts.
  const { modalRender } = useDialogFocus(true);

  // The dialog is loaded on demand and is the chat's only antd screen: it brings its own AntdProvider.
  return (
    <AntdProvider>
      <Modal
        open
        onCancel={onClose}
        footer={null}
        title={u?.name ?? ' '}
        destroyOnHidden
        modalRender={modalRender}
      >
        {user.isPending ? (
          <Spin />
        ) : !u ? (
          <Alert type="error" title={T.profile.loadError} />
        ) : (
          <>
            <div className="chat-profile-head">
              <Avatar name={u.name} large />
              <div>
                <strong>{u.name}</strong>
                {u.username && <div className="chat-muted">@{u.username}</div>}
                <PersonBadges
                  userType={u.userType}
                  hasWorkerProfile={Boolean(worker.data)}
                  hasCleaningService={Boolean(cleaning.data)}
                />
              </div>
            </div>
            {!own && <Alert type="info" showIcon title={T.profile.privacy} />}
            <dl className="chat-dl">
              <Row label={T.profile.phone}>
                {u.phone ?? '—'} {!own && !u.canCall && <Tag>{T.profile.protected}</Tag>}
              </Row>
              {u.email && <Row label={T.profile.email}>{u.email}</Row>}
              <Row label={T.profile.userType}>{T.userTypes[u.userType]}</Row>
            </dl>
            {worker.data && (
              <>
                <h3>{T.profile.professionalInfo}</h3>
                <dl className="chat-dl">
                  {worker.data.companyName && <Row label={T.profile.company}>{worker.data.companyName}</Row>}
                  {worker.data.city && <Row label={T.profile.city}>{worker.data.city}</Row>}
                  {worker.data.postalCode && <Row label={T.profile.postalCode}>{worker.data.postalCode}</Row>}
                  {worker.data.websiteUrl && (
                    <Row label={T.profile.website}>
                      <a
                        href={websiteHref(worker.data.websiteUrl) ?? undefined}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {worker.data.websiteUrl}
                      </a>
                    </Row>
                  )}
                  <Row label={T.profile.experience}>{T.profile.years(worker.data.experience)}</Row>
                  {worker.data.description && (
                    <Row label={T.profile.description}>{worker.data.description}</Row>
                  )}
                  <Row label={T.profile.services}>
                    <ServiceTags services={worker.data.services} options={RENOVATION_TYPES} />
                  </Row>
                </dl>
              </>
            )}
            {cleaning.data && (
              <>
                <h3>{T.profile.cleaningInfo}</h3>
                <dl className="chat-dl">
                  <Row label={T.profile.serviceName}>{cleaning.data.name}</Row>
                  <Row label={T.profile.contactPhone}>
                    {cleaning.data.phone} {!own && <Tag>{T.profile.protected}</Tag>}
                  </Row>
                  <Row label={T.profile.city}>{cleaning.data.city}</Row>
                  <Row label={T.profile.experience}>{T.profile.years(cleaning.data.experience)}</Row>
                  <Row label={T.profile.offeredServices}>
                    <ServiceTags services={cleaning.data.serviceType} options={CLEANING_SERVICE_TYPES} />
                  </Row>
                  <Row label={T.profile.availability}>
                    {optionLabel(AVAILABILITY_OPTIONS, cleaning.data.availability)}
                  </Row>
                  {cleaning.data.description && (
                    <Row label={T.profile.description}>{cleaning.data.description}</Row>
                  )}
                </dl>
                {cleaning.data.hasReferences && <p>{T.profile.verifiedReferences}</p>}
              </>
            )}
            {!own && (
              <Button
                type="primary"
                onClick={() => {
                  onClose();
                  navigate(`/chat/${u.id}`);
                }}
              >
                {T.profile.chat}
              </Button>
            )}
          </>
        )}
      </Modal>
    </AntdProvider>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="chat-muted">{label}</dt>
      <dd className="chat-dd">{children}</dd>
    </>
  );
}

/** A stored list of services (a profile's renovation types, a cleaning service's kinds): a tag each, in Spanish. */
function ServiceTags({ services, options }: { services: string; options: readonly Option[] }) {
  return (
    <span className="chat-badges">
      {parseServiceList(services).map((s) => (
        <Tag key={s}>{optionLabel(options, s)}</Tag>
      ))}
    </span>
  );
}
