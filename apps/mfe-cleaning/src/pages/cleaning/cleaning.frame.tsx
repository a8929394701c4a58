import { CLEANING_TEXTS } from '@reformas/i18n-es';
import { DirectoryHeaderFrame } from '@reformas/web-core/ui';
import { CLEANING_HEADING } from './cleaning.heading';

const T = CLEANING_TEXTS.cleaning;

// The frame of /cleaning (src/routes.tsx): the directory before its data, in the page's markup and classes (the
// heading and the filter form are the page's own components); inert until the page replaces it. The filters show
// their defaults (the URL's show when the page replaces it).
export function CleaningFrame() {
  return (
    <div className="cleaning-screen" inert>
      <section aria-labelledby="cleaning-title">
        <DirectoryHeaderFrame {...CLEANING_HEADING} id="cleaning-frame" title={T.title} />
        <div className="cleaning-results" aria-busy="true">
          <div className="cleaning-loading" role="status">
            <span className="rv-spinner" aria-hidden="true" />
            <span>{T.loading}</span>
          </div>
        </div>
      </section>
    </div>
  );
}
