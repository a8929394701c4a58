import { ALL_OPTION, RENOVATION_TYPES, TIMELINES, withAllOption } from '@reformas/shared-types/options';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { InputField, PageHeading, SelectField } from '@reformas/web-core/ui';
import { SkeletonCards } from '../../components/skeleton-cards';

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
          <form className="board-filters" role="search">
            <InputField
              id="dashboard-frame-cp"
              label={T.postalCode}
              inputMode="numeric"
              placeholder={T.postalCodePlaceholder}
              defaultValue=""
            />
            <SelectField
              id="dashboard-frame-type"
              label={T.type}
              options={withAllOption(T.allCategories, RENOVATION_TYPES)}
              defaultValue={ALL_OPTION}
            />
            <SelectField
              id="dashboard-frame-start"
              label={T.start}
              options={withAllOption(T.anyDate, TIMELINES)}
              defaultValue={ALL_OPTION}
            />
            <button type="submit" className="rv-button primary">
              {T.filter}
            </button>
          </form>
          <div className="city-chips" aria-hidden="true" />
          <SkeletonCards count={3} />
        </div>
      </div>
    </div>
  );
}
