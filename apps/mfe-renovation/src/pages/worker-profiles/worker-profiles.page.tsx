import { useCallback } from 'react';
import { useSearchParams, useTypedValue } from '@reformas/web-core';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { prefetchWorkerDirectory, useWorkerDirectory } from '../../api/worker-directory.query';
import { LoadMore, ProjectCardSkeleton, PageHeading, SearchBox } from '@reformas/web-core/ui';
import { RenovationScreen } from '../../components/renovation.screen';
import { WorkerCard } from './worker.card';

const T = RENOVATION_TEXTS.workerProfiles;
const SKELETONS = 6;

// The first page is requested when this module arrives, not after the first render (the shell loads this module
// beside its own chunks on a prerendered /worker-profiles).
if (typeof window !== 'undefined' && window.location.pathname === '/worker-profiles') {
  prefetchWorkerDirectory((new URLSearchParams(window.location.search).get('q') ?? '').trim());
}

/**
 * /worker-profiles, the professionals directory (exposed './WorkerProfilesPage'): searched and paged on the
 * server; the search lives in the URL (?q=) so a search can be shared and survives a reload.
 */
export function WorkerProfilesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  // The box answers at once; the URL (and the request) follow when typing pauses.
  const search = useCallback(
    (text: string) => setParams(text.trim() ? { q: text } : {}, { replace: true }),
    [setParams],
  );
  const [input, setInput] = useTypedValue(q, search);

  const directory = useWorkerDirectory(q.trim());
  const items = directory.data?.pages.flatMap((page) => page.items) ?? [];
  const total = directory.data?.pages[0]?.total ?? 0;

  return (
    <RenovationScreen>
      <PageHeading
        title={T.title}
        links={[{ to: '/worker-view?tab=perfil', label: T.myProfile, primary: true }]}
      />
      <SearchBox
        label={T.search}
        placeholder={T.searchPlaceholder}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        onSubmit={() => setParams(input.trim() ? { q: input } : {}, { replace: true })}
      />
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
