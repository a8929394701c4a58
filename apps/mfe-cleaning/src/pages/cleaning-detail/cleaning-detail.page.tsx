import { ApiHttpError, routeIdOf, useAuthStore, useParams } from '@reformas/web-core';
import { ReviewsSection } from '@reformas/web-core/reviews';
import { HiddenNotice, ReportButton } from '@reformas/web-core/reports';
import { DetailTrail, ItemLoadAlert } from '@reformas/web-core/ui';
import { CLEANING_TEXTS } from '@reformas/i18n-es';
import { useCleaningService } from '../../api/cleaning-service.query';
import { CleaningCard } from '../../components/cleaning.card';
import '@reformas/web-core/styles/base.css';
import '@reformas/web-core/styles/board.css';
import '../../cleaning.css';

const T = CLEANING_TEXTS.cleaningDetail;

/**
 * /cleaning/:id, one cleaning service and its reviews (exposed as './CleaningDetailPage'). The id is the service's,
 * as the API lists them; the reviews are its owner's (they stay hers if she removes the service).
 */
export function CleaningDetailPage() {
  const id = routeIdOf(useParams().id);
  const viewerId = useAuthStore((s) => s.user?.id ?? null);
  const service = useCleaningService(id);
  const notFound = id === null || (service.error instanceof ApiHttpError && service.error.status === 404);
  const data = service.data;

  return (
    // No antd on the page (as on /cleaning): the reviews' forms bring theirs when opened.
    <div className="cleaning-screen">
      <DetailTrail
        homeLabel={T.home}
        parent={{ to: '/cleaning', label: T.directory }}
        current={data?.name}
        backLabel={T.back}
      />
      {!data ? <h1>{T.title}</h1> : null}
      <ItemLoadAlert notFound={notFound} failed={service.isError} texts={T} />
      {notFound || service.isError ? null : !data || id === null ? (
        <div className="cleaning-loading" role="status">
          <span className="rv-spinner" aria-hidden="true" />
          <span>{CLEANING_TEXTS.cleaning.loading}</span>
        </div>
      ) : (
        <>
          <div className="cleaning-detail">
            <HiddenNotice reason={data.hiddenReason} />
            <CleaningCard service={data} viewerId={viewerId} page />
            {data.userId === viewerId ? null : (
              <ReportButton targetType="cleaning_service" targetId={data.id} />
            )}
          </div>
          {data.userId !== null ? (
            <ReviewsSection providerId={data.userId} responseMinutes={data.responseMinutes} />
          ) : null}
        </>
      )}
    </div>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CleaningDetailPage;
