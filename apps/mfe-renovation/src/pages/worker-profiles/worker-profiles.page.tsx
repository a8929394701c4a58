import { useCallback } from 'react';
import { loadedPages, useSearchParams, useTypedValue } from '@reformas/web-core';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { workerDirectory } from '../../api/worker-directory.query';
import type { WorkerSort } from '@reformas/shared-types';
import { LoadMore, ProjectCardSkeleton, PageHeading, SearchBox, SelectField } from '@reformas/web-core/ui';
import { RenovationScreen } from '../../components/renovation.screen';
import { WorkerCard } from './worker.card';

const T = RENOVATION_TEXTS.workerProfiles;
const SKELETONS = 6;
const SORT_OPTIONS = [
  { value: 'recent', label: T.sortRecent },
  { value: 'rating', label: T.sortRating },
] as const;

/** ?sort=rating orders best rated first; anything else is the default, newest first. */
const sortOf = (params: URLSearchParams): WorkerSort =>
  params.get('sort') === 'rating' ? 'rating' : 'recent';

/** The URL's query for a search and an order, the defaults left out. */
const toParams = (q: string, sort: WorkerSort) => ({
  ...(q.trim() ? { q } : {}),
  ...(sort === 'rating' ? { sort } : {}),
});

// The first page is requested when this module arrives, not after the first render (the shell loads this module
// beside its own chunks on a composed /worker-profiles; unsearched, from the HTML's preload).
if (typeof window !== 'undefined' && window.location.pathname === '/worker-profiles') {
  const params = new URLSearchParams(window.location.search);
  workerDirectory.prefetch({ q: (params.get('q') ?? '').trim(), sort: sortOf(params) });
}

/**
 * /worker-profiles, the professionals directory (exposed './WorkerProfilesPage'): searched and paged on the
 * server; the search and the order live in the URL (?q=, ?sort=rating) so they can be shared and survive a reload.
 */
export function WorkerProfilesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sort = sortOf(params);
  // The box answers at once; the URL (and the request) follow when typing pauses.
  const search = useCallback(
    (text: string) => setParams(toParams(text, sort), { replace: true }),
    [setParams, sort],
  );
  const [input, setInput] = useTypedValue(q, search);

  const directory = workerDirectory.useList({ q: q.trim(), sort });
  const { items, total } = loadedPages(directory.data);

  return (
    <RenovationScreen>
      <PageHeading
        title={T.title}
        links={[{ to: '/worker-view?tab=perfil', label: T.myProfile, primary: true }]}
      />
      <div className="directory-tools">
        <SearchBox
          label={T.search}
          placeholder={T.searchPlaceholder}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onSubmit={() => setParams(toParams(input, sort), { replace: true })}
        />
        <SelectField
          id="worker-sort"
          label={T.sortLabel}
          options={SORT_OPTIONS}
          value={sort}
          onChange={(e) => setParams(toParams(input, e.target.value === 'rating' ? 'rating' : 'recent'))}
        />
      </div>
      {directory.isError ? (
        <p className="rv-alert" role="alert">
          {T.loadError}
        </p>
      ) : null}
      <div className="board-grid" aria-busy={directory.isPending}>
        {directory.isPending
          ? Array.from({ length: SKELETONS }, (_, i) => <ProjectCardSkeleton key={i} />)
          : items.map((profile) => <WorkerCard key={profile.id} profile={profile} />)}
      </div>
      {directory.isSuccess && items.length === 0 ? <p className="board-empty">{T.empty}</p> : null}
      <LoadMore list={directory} count={items.length} total={total} texts={T} />
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default WorkerProfilesPage;
