import { CLEANING_SERVICE_TYPES, ALL_OPTION, withAllOption } from '@reformas/shared-types/options';
import { CLEANING_TEXTS } from '@reformas/i18n-es';
import { CityTypeFilters, PageHeading } from '@reformas/web-core/ui';

const T = CLEANING_TEXTS.cleaning;

// The frame of /cleaning (src/routes.tsx): the directory before its data, in the page's markup and classes (the
// filter form is the page's own component); inert until the page replaces it. The filters show their defaults (the
// URL's show when the page replaces it).
export function CleaningFrame() {
  return (
    <div className="cleaning-screen" inert>
      <section aria-labelledby="cleaning-title">
        <PageHeading title={T.title} titleId="cleaning-title">
          <button type="button" className="rv-button primary">
            {T.publish}
          </button>
        </PageHeading>
        <CityTypeFilters
          id="cleaning-frame"
          texts={T}
          typeOptions={withAllOption(T.allTypes, CLEANING_SERVICE_TYPES)}
          city=""
          type={ALL_OPTION}
          filtered={false}
        />
        <div className="cleaning-results" aria-busy="true">
          <div className="cleaning-loading" role="status">
            <span className="cleaning-spinner" aria-hidden="true" />
            <span>{T.loading}</span>
          </div>
        </div>
      </section>
    </div>
  );
}
