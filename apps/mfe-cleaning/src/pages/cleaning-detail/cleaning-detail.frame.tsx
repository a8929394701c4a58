import { CLEANING_TEXTS } from '@reformas/i18n-es';
import { DetailTrail } from '@reformas/web-core/ui';

const T = CLEANING_TEXTS.cleaningDetail;

// The frame of /cleaning/:id (src/routes.tsx), one for every id (pages/cleaning/_.html): the page before its data,
// in the page's markup and classes; inert until the page replaces it.
export function CleaningDetailFrame() {
  return (
    <div className="cleaning-screen" inert>
      <DetailTrail homeLabel={T.home} parent={{ to: '/cleaning', label: T.directory }} backLabel={T.back} />
      <h1>{T.title}</h1>
      <div className="cleaning-loading" role="status">
        <span className="rv-spinner" aria-hidden="true" />
        <span>{CLEANING_TEXTS.cleaning.loading}</span>
      </div>
    </div>
  );
}
