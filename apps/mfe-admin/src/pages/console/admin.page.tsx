import { ApiHttpError, NavLink, useLocation, useParams, useSignedInUser } from '@reformas/web-core';
import { REPORT_TARGET_TYPES } from '@reformas/shared-types';
import { ADMIN_TEXTS as T } from '@reformas/i18n-es';
import { useTotpStatus } from '../../api/totp.query';
import { LoadFailed } from '../../components/load-state';
import { TotpStep } from './totp.step';
import { QueueView } from './queue.view';
import { ItemView } from '../item/item.view';
import { ErrorsView } from '../errors/errors.view';
import '@reformas/web-core/styles/base.css';
import '../../admin.css';

/**
 * /admin, /admin/errors and /admin/item/:type/:id (exposed as './AdminPage'): signed-in operators only. Signed-out
 * visitors sign in first and come back; an operator gives this session's TOTP code before any console call.
 */
export function AdminPage() {
  // An operator's account may be of any type; as the chat, the sign-in page opens on 'client' unless the visitor
  // chose a type before (without one it asks for a type first).
  const user = useSignedInUser('client');
  const status = useTotpStatus(user !== null);
  const notOperator = status.error instanceof ApiHttpError && status.error.status === 403;

  return (
    <div className="admin">
      <h1 id="admin-title">{T.title}</h1>
      {!user || status.isPending ? (
        <p role="status">{T.loading}</p>
      ) : notOperator ? (
        <p role="alert" className="admin-alert">
          {T.notOperator}
        </p>
      ) : status.isError ? (
        <LoadFailed onRetry={() => void status.refetch()} />
      ) : status.data.verified ? (
        <Console />
      ) : (
        <TotpStep status={status.data} />
      )}
    </div>
  );
}

function Console() {
  const { pathname } = useLocation();
  const params = useParams();
  const type = REPORT_TARGET_TYPES.find((t) => t === params.type);
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  return (
    <>
      <nav aria-label={T.nav.label} className="admin-nav">
        <NavLink to="/admin" end>
          {T.nav.queue}
        </NavLink>
        <NavLink to="/admin/errors">{T.nav.errors}</NavLink>
      </nav>
      {pathname.startsWith('/admin/errors') ? (
        <ErrorsView />
      ) : params.type !== undefined ? (
        type && id !== null ? (
          <ItemView targetType={type} targetId={id} />
        ) : (
          <p role="alert">{T.item.badItem}</p>
        )
      ) : (
        <QueueView />
      )}
    </>
  );
}
