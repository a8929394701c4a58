import { CLEANING_SERVICE_TYPES, ALL_OPTION, withAllOption } from '@reformas/shared-types/options';
import { CLEANING_TEXTS } from '@reformas/i18n-es';
import { InputField, PageHeading, SelectField } from '@reformas/web-core/ui';

const T = CLEANING_TEXTS.cleaning;

// The frame of /cleaning (src/routes.tsx): the directory before its data, in the page's markup and classes; inert
// until the page replaces it. The filters show their defaults (the URL's show when the page replaces it).
export function CleaningFrame() {
  return (
    <div className="cleaning-screen" inert>
      <section aria-labelledby="cleaning-title">
        <PageHeading title={T.title} titleId="cleaning-title">
          <button type="button" className="rv-button primary">
            {T.publish}
          </button>
        </PageHeading>
        <form className="board-filters" role="search">
          <InputField
            id="cleaning-frame-city"
            label={T.cityLabel}
            type="search"
            placeholder={T.cityPlaceholder}
            defaultValue=""
          />
          <SelectField
            id="cleaning-frame-type"
            label={T.typeLabel}
            options={withAllOption(T.allTypes, CLEANING_SERVICE_TYPES)}
            defaultValue={ALL_OPTION}
          />
          <button type="submit" className="rv-button primary">
            {T.search}
          </button>
          <button type="button" className="rv-button" disabled>
            {T.reset}
          </button>
        </form>
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
