import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { DetailTrail, PageSkeleton } from '@reformas/web-core/ui';

const T = RENOVATION_TEXTS.workerProfileDetail;

// The frame of /worker-profiles/:id (src/routes.tsx), one for every id (pages/worker-profiles/_.html): the page
// before its data, in the page's markup and classes; inert until the page replaces it.
export function WorkerProfileDetailFrame() {
  return (
    <div className="renovation-screen" inert>
      <DetailTrail
        homeLabel={T.home}
        parent={{ to: '/worker-profiles', label: T.professionals }}
        backLabel={T.back}
      />
      <h1>{T.title}</h1>
      <PageSkeleton />
    </div>
  );
}
