import { ALL_OPTION } from '@reformas/shared-types/options';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { PageHeading } from '@reformas/web-core/ui';
import { SkeletonCards } from '../../components/skeleton-cards';
import { DashboardFilters } from './dashboard-filters';

// The frame of /worker-view (src/routes.tsx): the projects tab before its data, 3 skeleton cards, in the page's
// markup and classes; inert until the page replaces it.
export function WorkerViewFrame() {
  const T = RENOVATION_TEXTS.workerView;
  return (
    <div className="renovation-screen" inert>
      <PageHeading
        title={T.title}
        nav={T.title}
        links={[
          { to: '/worker-profiles', label: T.allProfessionals },
          { to: '/chat', label: T.messages },
        ]}
      />
      <div className="rv-tabs" role="tablist">
        <button type="button" role="tab" aria-selected="true">
          {T.projectsTab}
        </button>
        <button type="button" role="tab" aria-selected="false">
          {T.quotesTab}
        </button>
        <button type="button" role="tab" aria-selected="false">
          {T.profileTab}
        </button>
      </div>
      <div role="tabpanel" className="rv-tabpanel">
        <div className="dashboard-projects">
          <DashboardFilters
            id="dashboard-frame"
            draft={{ postalCode: '', type: ALL_OPTION, timeline: ALL_OPTION }}
          />
          <div className="city-chips" aria-hidden="true" />
          <SkeletonCards count={3} />
        </div>
      </div>
    </div>
  );
}
