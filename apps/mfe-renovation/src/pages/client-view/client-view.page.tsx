import { Alert, Skeleton } from 'antd';
import { Link, useSignedInUser } from '@reformas/web-core';
import { HOME_TEXTS, RENOVATION_TEXTS, formatRelativeTime, projectTitle } from '@reformas/i18n-es';
import { useUserProjects } from '../../api/user-projects.query';
import { AntdProvider, PageHeading } from '@reformas/web-core/ui';
import { RenovationScreen } from '../../components/renovation.screen';

const T = RENOVATION_TEXTS.clientView;

/** /client-view: the signed-in client's own requests (exposed './ClientViewPage'). */
export function ClientViewPage() {
  const user = useSignedInUser('client');
  const requests = useUserProjects(user?.id);
  return (
    <RenovationScreen>
      <AntdProvider>
        <PageHeading
          title={T.title}
          links={[
            { to: '/', label: T.switchUser },
            { to: '/create-post', label: T.newRequest, primary: true },
          ]}
        />
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
              <li key={project.id} className="board-card">
                <h3>{projectTitle(project)}</h3>
                <p>
                  {project.city}, {project.postalCode}
                </p>
                <p>
                  {T.published}{' '}
                  <time dateTime={project.createdAt}>{formatRelativeTime(project.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        ) : null}
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
