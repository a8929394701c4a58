import { useState } from 'react';
import { Alert, Skeleton } from 'antd';
import type { Project } from '@reformas/shared-types';
import { errorText, Link, notify, useAuthStore, useNavigate, useSignedInUser } from '@reformas/web-core';
import { HOME_TEXTS, RENOVATION_TEXTS, TOASTS } from '@reformas/i18n-es';
import { useUserProjects } from '../../api/user-projects.query';
import { AntdProvider, PageHeading } from '@reformas/web-core/ui';
import { RenovationScreen } from '../../components/renovation.screen';
import { ClientRequestCard } from './client-request.card';
import { CloseRequestDialog } from './close-request.dialog';

const T = RENOVATION_TEXTS.clientView;

/**
 * 'Cambiar usuario': ends the session (the API's logout, through web-core's auth store) and opens /auth, where
 * another account signs in. Replaces this page in the history: signed out, it would only send the person to /auth.
 */
function useSwitchUser(): () => void {
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  return () => {
    void (async () => {
      try {
        await logout();
        notify({ type: 'success', title: TOASTS.logoutOk });
        navigate('/auth', { replace: true });
      } catch (error) {
        notify({
          type: 'error',
          title: TOASTS.logoutError,
          description: errorText(error) || undefined,
        });
      }
    })();
  };
}

/** /client-view: the signed-in client's own requests, open and closed (exposed './ClientViewPage'). */
export function ClientViewPage() {
  const user = useSignedInUser('client');
  const requests = useUserProjects(user?.id);
  const switchUser = useSwitchUser();
  const [closing, setClosing] = useState<Project | null>(null);
  return (
    <RenovationScreen>
      <AntdProvider>
        <PageHeading title={T.title}>
          <div className="actions client-actions">
            <span className="switch-user">
              <button
                type="button"
                className="rv-button"
                title={T.switchUserHint}
                aria-describedby="switch-user-hint"
                onClick={switchUser}
              >
                {T.switchUser}
              </button>
              <small id="switch-user-hint">{T.switchUserHint}</small>
            </span>
            <Link className="rv-button primary" to="/create-post">
              {T.newRequest}
            </Link>
          </div>
        </PageHeading>
        {!user || requests.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
        {requests.isError ? (
          <Alert type="error" showIcon title={T.loadErrorTitle} description={T.loadErrorBody} />
        ) : null}
        {requests.isSuccess && requests.data.length === 0 ? (
          <div className="client-empty">
            <h2>{T.emptyTitle}</h2>
            <Link className="rv-button primary" to="/create-post">
              {T.emptyAction}
            </Link>
          </div>
        ) : null}
        {requests.isSuccess && requests.data.length > 0 ? (
          <ul className="client-requests">
            {requests.data.map((project) => (
              <ClientRequestCard key={project.id} project={project} onCloseRequest={setClosing} />
            ))}
          </ul>
        ) : null}
        {closing ? <CloseRequestDialog project={closing} onClose={() => setClosing(null)} /> : null}
        <section className="how-it-works" aria-labelledby="how-title">
          <h2 id="how-title">{HOME_TEXTS.howTitle}</h2>
          <ol>
            {HOME_TEXTS.howSteps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </section>
      </AntdProvider>
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default ClientViewPage;
