import { ALL_OPTION, RENOVATION_TYPES, TIMELINES, withAllOption } from '@reformas/shared-types/options';
import { HOME_TEXTS, RENOVATION_TEXTS } from '@reformas/i18n-es';
import { InputField, PageHeading, ProjectCardSkeleton, SearchBox, SelectField } from '@reformas/web-core/ui';

// The frames of the renovation remote's pages while the remote loads: heading, filters and skeleton cards in the
// same markup and classes as each page before its data (apps/mfe-renovation/src/pages/…; the same stylesheet,
// libs/web-core/src/styles/board.css), so the page replaces its frame without a shift. Prerendered at build time (tools/postbuild.mjs)
// and hydrated. Inert: nothing works before the page arrives; the filters show their defaults, the URL's show
// when the page replaces the frame.

function SkeletonCards({ count }: { count: number }) {
  return (
    <div className="board-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <ProjectCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** /projects (projects.page.tsx): 6 skeleton cards. */
export function ProjectsFrame() {
  const T = RENOVATION_TEXTS.projects;
  return (
    <div className="renovation-screen" inert>
      <div className="board-layout">
        <section className="board-main" aria-labelledby="board-title">
          <PageHeading title={T.title} titleId="board-title">
            <button type="button" className="rv-button primary">
              {HOME_TEXTS.addProject}
            </button>
          </PageHeading>
          <form className="board-filters" role="search">
            <SelectField
              id="board-frame-type"
              label={T.typeLabel}
              options={withAllOption(T.allTypes, RENOVATION_TYPES)}
              defaultValue={ALL_OPTION}
            />
            <InputField
              id="board-frame-city"
              label={T.cityLabel}
              type="search"
              placeholder={T.cityPlaceholder}
              defaultValue=""
            />
            <button type="button" className="rv-button" disabled>
              {T.reset}
            </button>
          </form>
          <SkeletonCards count={6} />
        </section>
        <aside className="ads-panel" aria-labelledby="ads-panel-title">
          <h2 id="ads-panel-title">{RENOVATION_TEXTS.ads.title}</h2>
        </aside>
      </div>
    </div>
  );
}

/** /worker-view (worker-view.page.tsx, projects tab): 3 skeleton cards. */
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

/** /worker-profiles (worker-profiles.page.tsx): 6 skeleton cards. */
export function WorkerProfilesFrame() {
  const T = RENOVATION_TEXTS.workerProfiles;
  return (
    <div className="renovation-screen" inert>
      <PageHeading
        title={T.title}
        links={[{ to: '/worker-view?tab=perfil', label: T.myProfile, primary: true }]}
      />
      <div className="directory-tools">
        <SearchBox label={T.search} placeholder={T.searchPlaceholder} defaultValue="" />
        <SelectField
          id="worker-sort"
          label={T.sortLabel}
          options={[
            { value: 'recent', label: T.sortRecent },
            { value: 'rating', label: T.sortRating },
          ]}
          defaultValue="recent"
        />
      </div>
      <SkeletonCards count={6} />
    </div>
  );
}
