import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { PageHeading, SearchBox, SelectField } from '@reformas/web-core/ui';
import { SkeletonCards } from '../../components/skeleton-cards';

// The frame of /worker-profiles (src/routes.tsx): the directory before its data, 6 skeleton cards, in the page's
// markup and classes; inert until the page replaces it.
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
